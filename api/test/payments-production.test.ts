import { type TestApp, startTestApp } from './test-app.js';

/**
 * On the local sandbox's page anyone can approve a payment without paying: a production start without PayPal
 * credentials must not offer PayPal at all (unless PAYPAL_SANDBOX=1 says it is a demo).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example' } });
});
afterAll(() => t.close());

test('production without PayPal credentials: no sandbox, and a PayPal order is refused with nothing stored', async () => {
  expect((await fetch(`${t.baseUrl}/paypal-sandbox/checkoutnow?token=x`)).status).toBe(404);
  // The checkout asks, and then does not offer PayPal at all.
  expect(await t.graphql('{ shopSettings { payPalAvailable } }')).toEqual({
    data: { shopSettings: { payPalAvailable: false } },
    extensions: { cost: expect.any(Object) },
  });
  const [course] = await t.database.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>('select id from courses where is_active and available_slots > 0 and start_date > now() order by id limit 1');
  const before = await t.database.orm.em.fork().getConnection().execute('select count(*)::int as n from orders');
  const answer = await t.graphql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { field code } } }`,
    {
      input: {
        idempotencyKey: 'production-without-paypal-1',
        customer: {
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna@example.org',
          phone: '0821 123456',
          address: 'Hauptstraße 1',
          city: 'Gersthofen',
          zipCode: '86368',
        },
        paymentMethod: 'PAYPAL',
        legalTermsAccepted: true,
        items: [{ courseId: course.id, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
      },
    },
  );
  expect(answer).toEqual({
    data: { placeOrder: { order: null, errors: [{ field: 'paymentMethod', code: 'PAYMENT_METHOD_UNAVAILABLE' }] } },
    extensions: { cost: expect.any(Object) },
  });
  expect(await t.database.orm.em.fork().getConnection().execute('select count(*)::int as n from orders')).toEqual(before);
});

test('a second server in the same process, with the stand-in, changes nothing of what this one offers', async () => {
  const dev = await startTestApp();
  try {
    expect(await dev.graphql('{ shopSettings { payPalAvailable } }')).toEqual({
      data: { shopSettings: { payPalAvailable: true } },
      extensions: { cost: expect.any(Object) },
    });
    expect(await t.graphql('{ shopSettings { payPalAvailable } }')).toEqual({
      data: { shopSettings: { payPalAvailable: false } },
      extensions: { cost: expect.any(Object) },
    });
    expect((await fetch(`${t.baseUrl}/paypal-sandbox/checkoutnow?token=x`)).status).toBe(404);
  } finally {
    await dev.close();
  }
});
