import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox (modules/mail): one row per mail, rendered when the form's data is written.
 * graphile-worker's own schema (its job queue) is not here: graphile-worker migrates it itself
 * (jobs/job-queue.ts), right after these migrations.
 */
export class Migration20261126001300_mails extends Migration {
  override name = 'Migration20261126001300_mails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mails" ("id" serial primary key, "recipient" varchar(254) not null, "reply_to" varchar(254) null, "template" varchar(50) not null, "language" varchar(2) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "status" text not null default 'queued', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "mails_status_created_idx" on "mails" ("status", "created_at");`);
    this.addSql(`alter table "mails" add constraint "mails_status_check" check ("status" in ('queued', 'sent', 'failed', 'kept'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mails" cascade;`);
  }
}
