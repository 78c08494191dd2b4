import { Migration } from '@mikro-orm/migrations';

export class Migration20261207213253_domain_events extends Migration {
  override name = 'Migration20261207213253_domain_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "domain_events" ("id" uuid not null, "type" varchar(40) not null, "subject_id" varchar(200) not null, "data" jsonb not null, "occurred_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "domain_events_occurred_at_idx" on "domain_events" ("occurred_at");`);
  }

  // Only the table: the page-cache triggers and service_slug_key that MikroORM also lists here exist already and
  // must stay (README "Adding a field").
  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "domain_events" cascade;`);
  }
}
