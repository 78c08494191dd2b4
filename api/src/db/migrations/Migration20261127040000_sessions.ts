import { Migration } from '@mikro-orm/migrations';

/**
 * Admin sign-in (modules/auth): one row per session. A session token names its row, and each request
 * that carries a token is checked against it, so signing out (revoked_at) ends the session at once.
 */
export class Migration20261127040000_sessions extends Migration {
  override name = 'Migration20261127040000_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_idx" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_idx" on "sessions" ("expires_at");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
