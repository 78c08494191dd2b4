import { Migration } from '@mikro-orm/migrations';

/**
 * Swim vouchers per participant of an order (announced → payout received → refunded), and
 * orders made from booking requests (unique `orders.booking_id`: one order per request, like contact messages).
 */
export class Migration20261202050000_vouchers_booking_orders extends Migration {
  override name = 'Migration20261202050000_vouchers_booking_orders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "order_vouchers" ("id" serial primary key, "order_id" int not null, "participant_id" int not null, "status" text not null default 'announced', "payout_amount_cents" int null, "refund_amount_cents" int null, "announced_at" timestamptz not null default now(), "announced_by_id" int null, "payout_received_at" timestamptz null, "payout_received_by_id" int null, "refunded_at" timestamptz null, "refunded_by_id" int null);`,
    );
    this.addSql(`create index "order_vouchers_order_id_idx" on "order_vouchers" ("order_id");`);
    this.addSql(`alter table "order_vouchers" add constraint "order_vouchers_participant_id_unique" unique ("participant_id");`);
    this.addSql(`create index "order_vouchers_status_idx" on "order_vouchers" ("status");`);

    this.addSql(`alter table "orders" add "booking_id" int null;`);
    this.addSql(
      `alter table "orders" add constraint "orders_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete set null;`,
    );
    this.addSql(`alter table "orders" add constraint "orders_booking_id_unique" unique ("booking_id");`);

    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_participant_id_foreign" foreign key ("participant_id") references "participants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_announced_by_id_foreign" foreign key ("announced_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_payout_received_by_id_foreign" foreign key ("payout_received_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_refunded_by_id_foreign" foreign key ("refunded_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_payout_amount_cents_check" check (payout_amount_cents is null or payout_amount_cents > 0);`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_refund_amount_cents_check" check (refund_amount_cents is null or refund_amount_cents >= 0);`,
    );
    this.addSql(
      `alter table "order_vouchers" add constraint "order_vouchers_status_check" check ("status" in ('announced', 'payout_received', 'refunded'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_vouchers" cascade;`);

    this.addSql(`alter table "orders" drop constraint "orders_booking_id_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_booking_id_unique";`);
    this.addSql(`alter table "orders" drop column "booking_id";`);
  }
}
