import { Migration } from '@mikro-orm/migrations';

/**
 * A course request (contact message) staff convert into an order is linked from that order. Unique, so a
 * message becomes one order at most, also when two admins convert it at the same moment (the second insert fails).
 */
export class Migration20261129030000_contact_message_orders extends Migration {
  override name = 'Migration20261129030000_contact_message_orders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add column "contact_message_id" int null;`);
    this.addSql(`alter table "orders" add constraint "orders_contact_message_id_unique" unique ("contact_message_id");`);
    this.addSql(
      `alter table "orders" add constraint "orders_contact_message_id_foreign" foreign key ("contact_message_id") references "contact_messages" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_contact_message_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_contact_message_id_unique";`);
    this.addSql(`alter table "orders" drop column "contact_message_id";`);
  }
}
