import { centsFromPayPalValue } from '@h2o/api/validation/money';
import { type Generated, type Kysely, type Selectable, sql } from 'kysely';

/** The states the stand-in's orders go through (PayPal has more: CREATED, SAVED… never reached here). */
export enum SandboxOrderStatus {
  PAYER_ACTION_REQUIRED = 'PAYER_ACTION_REQUIRED',
  APPROVED = 'APPROVED',
  COMPLETED = 'COMPLETED',
  /** Never set by the stand-in itself; a test may set it to see a capture refused. */
  VOIDED = 'VOIDED',
}

/** What the buyer's approval page needs and PayPal keeps to itself (it never returns the experience context). */
export interface SandboxExperience {
  returnUrl: string;
  cancelUrl: string;
  locale?: string;
  brandName?: string;
}

/**
 * One order of the stand-in: test data of a fake payment provider, not the shop's orders (the shop's order keeps
 * the PayPal order id).
 */
export interface SandboxOrder {
  /** PayPal-style: 17 characters [A-Z0-9]. */
  id: string;
  /** PayPal-Request-Id of the create call: the same id gives back this order. */
  requestId: string | null;
  /** PayPal-Request-Id of the capture: the same id gives back the same capture answer. */
  captureRequestId: string | null;
  status: SandboxOrderStatus;
  /**
   * The order as PayPal returns it, less `status` (the column above) and `links` (they name the caller's
   * origin, so each answer makes its own). A test may change the amounts here: a capture takes its amount
   * from `purchase_units[0].amount`.
   */
  body: PayPalJson;
  experience: SandboxExperience;
}

/**
 * The stand-in keeps its orders in a schema of its own, created by itself on first use: the app's migrations and
 * its ORM never know it, so a production database never has it (the app's schema diff ignores it, orm.config.ts).
 */
export const STAND_IN_SCHEMA = 'paypal_stand_in';

interface OrdersTable {
  id: string;
  request_id: string | null;
  capture_request_id: string | null;
  status: SandboxOrderStatus;
  body: PayPalJson;
  experience: SandboxExperience;
  created_at: Generated<Date>;
}

interface RefundsTable {
  id: string;
  order_id: string;
  capture_id: string;
  request_id: string | null;
  amount_cents: number;
  created_at: Generated<Date>;
}

export interface StandInTables {
  'paypal_stand_in.orders': OrdersTable;
  'paypal_stand_in.refunds': RefundsTable;
}

/** One refund of a capture, as the stand-in keeps it. */
export interface SandboxRefund {
  id: string;
  captureId: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** Why a refund was not made: no such capture, or more than what is left of it. */
export type RefundRefusal = { refused: 'not_found' } | { refused: 'exceeded'; leftCents: number };

/**
 * A JSON object of PayPal's API (an order body, a request), kept and answered as PayPal would; the request reader
 * (rules.ts) checks each field it takes before it becomes part of an order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- PayPal's JSON has hundreds of optional fields of any shape
export type PayPalJson = Record<string, any>;

/** A Kysely instance on the app's database (the pool's, never a transaction's), where the stand-in keeps its own tables. */
export type StandInDatabase = () => Kysely<StandInTables>;

/**
 * One statement, so one transaction: two app instances starting on one database at once would both try to create
 * the schema (PostgreSQL's IF NOT EXISTS is not safe against that), so the second waits for the first's lock.
 */
const CREATE_TABLE = sql`do $$
begin
  perform pg_advisory_xact_lock(hashtext('paypal_stand_in'));
  create schema if not exists paypal_stand_in;
  create table if not exists paypal_stand_in.orders (
    id text primary key,
    request_id text unique,
    capture_request_id text,
    status text not null check (status in ('PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED', 'VOIDED')),
    body jsonb not null,
    experience jsonb not null,
    created_at timestamptz not null default now()
  );
  create table if not exists paypal_stand_in.refunds (
    id text primary key,
    order_id text not null references paypal_stand_in.orders (id),
    capture_id text not null,
    request_id text unique,
    amount_cents integer not null check (amount_cents > 0),
    created_at timestamptz not null default now()
  );
end
$$`;

const fromRow = (row: Selectable<OrdersTable>): SandboxOrder => ({
  id: row.id,
  requestId: row.request_id,
  captureRequestId: row.capture_request_id,
  status: row.status,
  body: row.body,
  experience: row.experience,
});

/**
 * The stand-in's orders table. Every change of state is one conditional UPDATE (`where status = from`), so two
 * approvals or captures arriving at once (on one app instance or two) change an order once; the loser re-reads
 * and answers from there. The table is created on the first call, not at registration: the app's server starts
 * before its database answers (main.ts).
 */
export class SandboxOrders {
  private ready: Promise<void> | null = null;

  constructor(private readonly database: StandInDatabase) {}

  private async db(): Promise<Kysely<StandInTables>> {
    const db = this.database();
    this.ready ??= CREATE_TABLE.execute(db).then(
      () => undefined,
      (error: unknown) => {
        // Tried again by the next call (the database may come up later).
        this.ready = null;
        throw error;
      },
    );
    await this.ready;
    return db;
  }

  async find(id: string): Promise<SandboxOrder | null> {
    const row = await (await this.db()).selectFrom('paypal_stand_in.orders').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  async findByRequestId(requestId: string): Promise<SandboxOrder | null> {
    const row = await (
      await this.db()
    )
      .selectFrom('paypal_stand_in.orders')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  /** False when another order already holds the request id (two creates with the same id at once). */
  async insert(order: { id: string; requestId: string | null; body: PayPalJson; experience: SandboxExperience }): Promise<boolean> {
    const result = await (
      await this.db()
    )
      .insertInto('paypal_stand_in.orders')
      .values({
        id: order.id,
        request_id: order.requestId,
        status: SandboxOrderStatus.PAYER_ACTION_REQUIRED,
        body: order.body,
        experience: order.experience,
      })
      .onConflict((conflict) => conflict.column('request_id').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  /** Moves the order from `from` on; false when it was no longer in `from`. */
  async transition(
    id: string,
    from: SandboxOrderStatus,
    to: { status: SandboxOrderStatus; body: PayPalJson; captureRequestId?: string | null },
  ): Promise<boolean> {
    const result = await (
      await this.db()
    )
      .updateTable('paypal_stand_in.orders')
      .set({ status: to.status, body: to.body, ...(to.captureRequestId !== undefined ? { capture_request_id: to.captureRequestId } : {}) })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Whether another order with this invoice id was paid (PayPal refuses to take an invoice id twice). */
  async invoicePaidElsewhere(invoiceId: string, exceptId: string | null): Promise<boolean> {
    const row = await (
      await this.db()
    )
      .selectFrom('paypal_stand_in.orders')
      .select(sql<number>`1`.as('paid'))
      .where('status', '=', SandboxOrderStatus.COMPLETED)
      .where(sql<string>`body->'purchase_units'->0->>'invoice_id'`, '=', invoiceId)
      .where('id', '<>', exceptId ?? '')
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Refunds `amountCents` of a completed capture (null: what is left of it), refusing more than was captured minus
   * what was refunded. One transaction that locks the capture's order row first, so two refunds at once (one app
   * instance or two) are counted one after the other. A repeated request id gives back the refund it made.
   */
  async refund(
    captureId: string,
    amountCents: number | null,
    requestId: string | null,
    newId: () => string,
  ): Promise<SandboxRefund | RefundRefusal> {
    return (await this.db()).transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('paypal_stand_in.orders')
        .select(['id', 'body'])
        .where('status', '=', SandboxOrderStatus.COMPLETED)
        .where(sql<string>`body->'purchase_units'->0->'payments'->'captures'->0->>'id'`, '=', captureId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return { refused: 'not_found' as const };
      const capture = order.body.purchase_units[0].payments.captures[0];
      const currency = String(capture.amount.currency_code);
      const toRefund = (row: { id: string; amount_cents: number; created_at: Date }): SandboxRefund => ({
        id: row.id,
        captureId,
        amountCents: row.amount_cents,
        currency,
        // The driver may give a timestamp as text.
        createdAt: new Date(row.created_at),
      });
      if (requestId) {
        const replay = await trx.selectFrom('paypal_stand_in.refunds').selectAll().where('request_id', '=', requestId).executeTakeFirst();
        if (replay) return toRefund(replay);
      }
      const refunded = await trx
        .selectFrom('paypal_stand_in.refunds')
        .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents'))
        .where('capture_id', '=', captureId)
        .executeTakeFirstOrThrow();
      const leftCents = centsFromPayPalValue(String(capture.amount.value)) - Number(refunded.cents);
      const cents = amountCents ?? leftCents;
      if (cents <= 0 || cents > leftCents) return { refused: 'exceeded' as const, leftCents };
      const row = await trx
        .insertInto('paypal_stand_in.refunds')
        .values({ id: newId(), order_id: order.id, capture_id: captureId, request_id: requestId, amount_cents: cents })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRefund(row);
    });
  }
}
