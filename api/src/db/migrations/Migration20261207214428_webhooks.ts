import { Migration } from '@mikro-orm/migrations';

export class Migration20261207214428_webhooks extends Migration {
  override name = 'Migration20261207214428_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "name" varchar(100) not null, "url" varchar(2000) not null, "event_types" jsonb not null, "active" boolean not null default true, "encrypted_secret" text not null, "secret_hint" varchar(20) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_id" uuid not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "webhook_deliveries_event_id_idx" on "webhook_deliveries" ("event_id");`);
    this.addSql(`create index "webhook_deliveries_endpoint_created_idx" on "webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_event_unique" unique ("endpoint_id", "event_id");`,
    );

    this.addSql(
      `create table "webhook_attempts" ("id" serial primary key, "delivery_id" int not null, "attempted_at" timestamptz not null default now(), "status_code" smallint null, "duration_ms" int not null, "response_body" text null, "error" text null, "error_detail" varchar(300) null, "manual" boolean not null default false);`,
    );
    this.addSql(`create index "webhook_attempts_delivery_id_idx" on "webhook_attempts" ("delivery_id");`);

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_foreign" foreign key ("event_id") references "domain_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`,
    );

    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_error_check" check ("error" in ('timeout', 'network_error', 'address_not_allowed', 'https_required', 'invalid_url', 'dns_failed', 'secret_unreadable'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_attempts";`);
    this.addSql(`drop table if exists "webhook_deliveries";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
  }
}
