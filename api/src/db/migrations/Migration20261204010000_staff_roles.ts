import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts. Roles `staff` and `trainer` beside `admin` and `user`; accounts an admin deactivated;
 * invitations of staff by e-mail; and what "Mein Konto" shows of a session (last seen, browser).
 */
export class Migration20261204010000_staff_roles extends Migration {
  override name = 'Migration20261204010000_staff_roles';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_invitations" ("id" serial primary key, "email" varchar(254) not null, "role" text not null, "language" varchar(2) not null, "invited_by_id" int null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "accepted_at" timestamptz null, "account_id" int null);`,
    );

    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add "deactivated_at" timestamptz null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin', 'staff', 'trainer'));`);

    this.addSql(`alter table "sessions" add "last_seen_at" timestamptz null, add "user_agent" varchar(300) null;`);

    this.addSql(
      `alter table "staff_invitations" add constraint "staff_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "staff_invitations" add constraint "staff_invitations_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "staff_invitations" add constraint "staff_invitations_role_check" check ("role" in ('user', 'admin', 'staff', 'trainer'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_invitations" cascade;`);
    this.addSql(`alter table "sessions" drop column "last_seen_at", drop column "user_agent";`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" drop column "deactivated_at";`);
    this.addSql(`update "users" set "role" = 'user' where "role" in ('staff', 'trainer');`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`);
  }
}
