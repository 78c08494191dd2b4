import { Migration } from '@mikro-orm/migrations';

export class Migration20261207214249_partner_keys extends Migration {
  override name = 'Migration20261207214249_partner_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partner_key" ("id" serial primary key, "name" varchar(100) not null, "prefix" varchar(30) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "created_by_id" int null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null, "revoked_by_id" int null, "requests_counted" int not null default 0, "counted_since" timestamptz not null default now());`,
    );
    this.addSql(`alter table "partner_key" add constraint "partner_key_secret_hash_key" unique ("secret_hash");`);

    this.addSql(
      `alter table "partner_key" add constraint "partner_key_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "partner_key" add constraint "partner_key_revoked_by_id_foreign" foreign key ("revoked_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_key" cascade;`);
  }
}
