import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { withClient } from './seed.js';

/**
 * Order creation under load (issue 13): CONNECTIONS checkouts at once, each a new order (its own idempotency key)
 * of two named places of ONE course: the worst case, every transaction queues for the same course row. Bank
 * transfer, so no PayPal call; each order also queues its confirmation mail and its deadline job, as in production.
 */
export const PLACE_ORDER = `mutation BenchPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { code } } }`;

/** A new order (its own idempotency key) of two named places of `courseId` at 120 € each, paid by bank transfer. */
export const benchOrderInput = (courseId: number) => ({
  idempotencyKey: randomUUID(),
  customer: {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.org',
    phone: '0821 123456',
    address: 'Hauptstraße 1',
    city: 'Gersthofen',
    zipCode: '86368',
  },
  paymentMethod: 'BANK_TRANSFER',
  legalTermsAccepted: true,
  expectedTotalCents: 24000,
  items: [
    {
      courseId,
      quantity: 2,
      participants: [
        { firstName: 'Mia', lastName: 'Muster' },
        { firstName: 'Max', lastName: 'Muster' },
      ],
    },
  ],
});

export async function benchOrderCreation(
  appUrl: string,
  databaseUrl: string,
  options: { connections: number; duration: number; warmup: number },
) {
  const courseId = await withClient(databaseUrl, async (client) => {
    // A checksum-valid account, so bank transfer is offered (the migration's placeholder is refused on purpose).
    await client.query(
      `update settings set value = jsonb_set(value, '{bankTransfer}', '{"accountHolder":"Bench","iban":"DE89370400440532013000","bic":"COBADEFFXXX","bankName":"Bench","paymentDays":7}') where key = 'shop_settings'`,
    );
    const { rows } = await client.query<{ id: number }>(
      `insert into courses (title, description, course_type, level, age_group, start_date, end_date, available_slots, total_slots, price_cents, is_active)
       values ('Bench course', 'Orders under load', 'CHILDREN', 'BEGINNER', 'CHILDREN_5_7', current_date + 60, current_date + 90, 10000000, 10000000, 12000, true) returning id`,
    );
    return rows[0].id;
  });
  const body = () =>
    JSON.stringify({
      query: PLACE_ORDER,
      variables: { input: benchOrderInput(courseId) },
    });
  let refused = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${appUrl}/graphql`,
      connections: options.connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Record<string, unknown>) => ({ ...request, body: body() }),
          onResponse: (_status: number, responseBody: string) => {
            if (!responseBody.includes('"orderNumber"') || !responseBody.includes('"errors":[]')) refused++;
          },
        },
      ],
    });
  await run(options.warmup);
  const before = await countOrders(databaseUrl);
  refused = 0;
  const result = await run(options.duration);
  const made = (await countOrders(databaseUrl)) - before;
  if (result.errors || result.timeouts || result.non2xx || refused) {
    throw new Error(
      `order creation: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${refused} answers without an order`,
    );
  }
  // Every answered request made exactly one order (none lost, none twice); requests cut off at the end may still commit.
  if (made < result.requests.total) throw new Error(`order creation: ${result.requests.total} answers but ${made} orders stored`);
  return { ordersPerSecond: made / options.duration, p99: result.latency.p99, answered: result.requests.total };
}

async function countOrders(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0].n);
}
