import { Migration } from '@mikro-orm/migrations';

/**
 * The local PayPal sandbox (then in api/src/modules/payments; since Migration20261201010000 a workspace of its
 * own with its own schema): the orders it keeps for the app when no PayPal credentials are configured. `body` is the order as PayPal returns it; `experience` what only PayPal sees
 * (where to send the buyer back). The shop's own orders are elsewhere.
 */
export class Migration20261128010000_paypal_sandbox extends Migration {
  override name = 'Migration20261128010000_paypal_sandbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "paypal_sandbox_orders" ("id" text not null, "request_id" text null, "capture_request_id" text null, "status" text not null, "body" jsonb not null, "experience" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "paypal_sandbox_orders" add constraint "paypal_sandbox_orders_request_id_unique" unique ("request_id");`);
    this.addSql(
      `alter table "paypal_sandbox_orders" add constraint "paypal_sandbox_orders_status_check" check ("status" in ('PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED', 'VOIDED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "paypal_sandbox_orders" cascade;`);
  }
}
