import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices (§14 UStG) and their yearly counters. A counter row per year is counted up by the issuing
 * transaction (`insert … on conflict (year) do update … returning last`), so numbers are gapless and never shared.
 */
export class Migration20261202020000_invoices extends Migration {
  override name = 'Migration20261202020000_invoices';

  override up(): void | Promise<void> {
    this.addSql(`create table "invoice_counters" ("year" int not null, "last" int not null, primary key ("year"));`);

    this.addSql(
      `create table "invoices" ("id" serial primary key, "number" varchar(20) not null, "year" int not null, "sequence" int not null, "kind" text not null, "order_id" int null, "refers_to_id" int null, "issued_at" timestamptz not null, "language" varchar(2) not null, "amount_cents" int not null, "pdf" bytea not null, "content" jsonb not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "invoices" add constraint "invoices_number_unique" unique ("number");`);
    this.addSql(`create index "invoices_order_id_idx" on "invoices" ("order_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_refers_to_id_unique" unique ("refers_to_id");`);
    this.addSql(`create unique index "invoices_order_invoice_unique" on "invoices" ("order_id") where "kind" = 'invoice';`);
    this.addSql(`alter table "invoices" add constraint "invoices_year_sequence_unique" unique ("year", "sequence");`);

    this.addSql(
      `alter table "invoices" add constraint "invoices_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_refers_to_id_foreign" foreign key ("refers_to_id") references "invoices" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "invoices" add constraint "invoices_kind_check" check ("kind" in ('invoice', 'cancellation'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoices" drop constraint "invoices_refers_to_id_foreign";`);

    this.addSql(`drop table if exists "invoice_counters" cascade;`);
    this.addSql(`drop table if exists "invoices" cascade;`);
  }
}
