import { Migration } from '@mikro-orm/migrations';

/**
 * One PayPal payment pays one order. Placement checks it under an advisory lock; this partial unique index
 * makes the database refuse a second order with the same payment id all the same (orders without one are many).
 */
export class Migration20261201020000_order_payment_id_unique extends Migration {
  override name = 'Migration20261201020000_order_payment_id_unique';

  override up(): void | Promise<void> {
    this.addSql(`create unique index "orders_payment_id_unique" on "orders" ("payment_id") where "payment_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_payment_id_unique";`);
  }
}
