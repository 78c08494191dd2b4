import { Migration } from '@mikro-orm/migrations';

export class Migration20261208005832_webhook_endpoint_partner_key extends Migration {
  override name = 'Migration20261208005832_webhook_endpoint_partner_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook_endpoints" add "partner_key_id" int null;`);
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_partner_key_id_foreign" foreign key ("partner_key_id") references "partner_key" ("id") on delete restrict;`,
    );
    this.addSql(`create index "webhook_endpoints_partner_key_id_idx" on "webhook_endpoints" ("partner_key_id");`);

    this.addSql(`alter table "webhook_attempts" drop constraint "webhook_attempts_error_check";`);
    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_error_check" check ("error" in ('timeout', 'network_error', 'address_not_allowed', 'https_required', 'invalid_url', 'dns_failed', 'secret_unreadable', 'partner_key_revoked'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_attempts" drop constraint "webhook_attempts_error_check";`);
    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_error_check" check ("error" in ('timeout', 'network_error', 'address_not_allowed', 'https_required', 'invalid_url', 'dns_failed', 'secret_unreadable'));`,
    );

    this.addSql(`alter table "webhook_endpoints" drop constraint "webhook_endpoints_partner_key_id_foreign";`);
    this.addSql(`drop index "webhook_endpoints_partner_key_id_idx";`);
    this.addSql(`alter table "webhook_endpoints" drop column "partner_key_id";`);
  }
}
