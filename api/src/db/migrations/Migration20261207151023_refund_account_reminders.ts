import { Migration } from '@mikro-orm/migrations';

export class Migration20261207151023_refund_account_reminders extends Migration {
  override name = 'Migration20261207151023_refund_account_reminders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refunds" add "account_asked_at" timestamptz null, add "account_reminders" int not null default 0;`);
  }

  // Only the two columns: the page-cache triggers and service_slug_key that MikroORM also lists here exist
  // already and must stay (README "Adding a field").
  override down(): void | Promise<void> {
    this.addSql(`alter table "refunds" drop column "account_asked_at", drop column "account_reminders";`);
  }
}
