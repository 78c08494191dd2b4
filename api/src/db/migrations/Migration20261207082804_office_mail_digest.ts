import { Migration } from '@mikro-orm/migrations';

/**
 * The office's hourly budget of notification mails: one row per window (counted under an advisory lock by
 * modules/office-mail), and the notifications held beyond it until the window's digest is queued.
 */
export class Migration20261207082804_office_mail_digest extends Migration {
  override name = 'Migration20261207082804_office_mail_digest';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "office_mail_windows" ("id" serial primary key, "started_at" timestamptz not null, "ends_at" timestamptz not null, "notified" int not null default 0, "held" int not null default 0, "site_origin" varchar(300) null, "digested_at" timestamptz null);`,
    );

    this.addSql(
      `create table "held_office_mails" ("id" serial primary key, "window_id" int not null, "template" varchar(50) not null, "summary" varchar(200) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "held_office_mails_window_id_idx" on "held_office_mails" ("window_id");`);

    this.addSql(
      `alter table "held_office_mails" add constraint "held_office_mails_window_id_foreign" foreign key ("window_id") references "office_mail_windows" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "held_office_mails" cascade;`);
    this.addSql(`drop table if exists "office_mail_windows" cascade;`);
  }
}
