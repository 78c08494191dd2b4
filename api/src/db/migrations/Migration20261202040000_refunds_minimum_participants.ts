import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds as records (one row per refund of an order: amount, why, how, where it stands, PayPal's id or the
 * customer's account for a transfer), a course's minimum of participants with the mark of the office's one warning,
 * and the mark of a course the school cancelled.
 */
export class Migration20261202040000_refunds_minimum_participants extends Migration {
  override name = 'Migration20261202040000_refunds_minimum_participants';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "refunds" ("id" serial primary key, "order_id" int not null, "amount_cents" int not null, "reason" text not null, "method" text not null, "status" text not null, "paypal_refund_id" varchar(100) null, "failure" varchar(300) null, "iban" varchar(34) null, "account_holder" varchar(100) null, "requested_by_id" int null, "created_at" timestamptz not null default now(), "made_at" timestamptz null, "made_by_id" int null);`,
    );
    this.addSql(`create index "refunds_order_id_idx" on "refunds" ("order_id");`);
    this.addSql(`create index "refunds_requested_by_idx" on "refunds" ("requested_by_id");`);
    this.addSql(`create index "refunds_made_by_idx" on "refunds" ("made_by_id");`);
    this.addSql(`create index "refunds_status_idx" on "refunds" ("status");`);

    this.addSql(
      `alter table "courses" add "min_participants" int null, add "cancelled_at" timestamptz null, add "min_participants_warned_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_min_participants_check" check (min_participants is null or min_participants >= 1);`,
    );

    this.addSql(
      `alter table "refunds" add constraint "refunds_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_made_by_id_foreign" foreign key ("made_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_amount_cents_check" check (amount_cents > 0);`);
    this.addSql(
      `alter table "refunds" add constraint "refunds_reason_check" check ("reason" in ('staff', 'course_cancelled', 'voucher'));`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('paypal', 'bank_transfer'));`);
    this.addSql(`alter table "refunds" add constraint "refunds_status_check" check ("status" in ('pending', 'owed', 'made', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refunds" cascade;`);

    this.addSql(`alter table "courses" drop constraint "courses_min_participants_check";`);
    this.addSql(
      `alter table "courses" drop column "min_participants", drop column "cancelled_at", drop column "min_participants_warned_at";`,
    );
  }
}
