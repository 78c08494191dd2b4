import { Migration } from '@mikro-orm/migrations';

/**
 * The local PayPal stand-in left the app for a workspace of its own (paypal-stand-in/, development and tests only),
 * which keeps its orders in its own schema (`paypal_stand_in`, created by the stand-in on first use). Its table in
 * the app's schema goes: a production database never had a row in it (the stand-in never runs there), and on a
 * development database it held test payments of a fake provider only (an order still waiting for the buyer's
 * approval there is started again from the order page). Migration20261128010000 stays as applied.
 */
export class Migration20261201010000_paypal_stand_in_own_schema extends Migration {
  override name = 'Migration20261201010000_paypal_stand_in_own_schema';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "paypal_sandbox_orders";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "paypal_sandbox_orders" ("id" text not null, "request_id" text null, "capture_request_id" text null, "status" text not null, "body" jsonb not null, "experience" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "paypal_sandbox_orders" add constraint "paypal_sandbox_orders_request_id_unique" unique ("request_id");`);
    this.addSql(
      `alter table "paypal_sandbox_orders" add constraint "paypal_sandbox_orders_status_check" check ("status" in ('PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED', 'VOIDED'));`,
    );
  }
}
