import { Migration } from '@mikro-orm/migrations';

/**
 * Mail that leaves, or says it did not. Without SMTP_URL mails were "kept" and staff could not tell
 * them from sent ones; now they are caught by the embedded mail catcher (its copies in `caught_mails`) or, in
 * production, marked `not_sent`. Kept rows become `not_sent`: they were never sent (an admin may retry them).
 * Each row also keeps its Message-ID and the mail server's answer.
 */
export class Migration20261201030000_mail_delivery_states extends Migration {
  override name = 'Migration20261201030000_mail_delivery_states';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mails" drop constraint "mails_status_check";`);
    this.addSql(`update "mails" set "status" = 'not_sent' where "status" = 'kept';`);
    this.addSql(
      `alter table "mails" add constraint "mails_status_check" check ("status" in ('queued', 'sent', 'caught', 'failed', 'not_sent'));`,
    );
    this.addSql(`alter table "mails" add column "message_id" varchar(300) null, add column "server_response" text null;`);
    this.addSql(
      `create table "caught_mails" ("id" serial primary key, "message_id" varchar(300) null, "recipients" text not null, "subject" text not null, "text" text not null, "html" text not null, "source" text not null, "received_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "caught_mails_message_id_idx" on "caught_mails" ("message_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "caught_mails";`);
    this.addSql(`alter table "mails" drop column "message_id", drop column "server_response";`);
    this.addSql(`alter table "mails" drop constraint "mails_status_check";`);
    this.addSql(`update "mails" set "status" = 'kept' where "status" in ('caught', 'not_sent');`);
    this.addSql(`alter table "mails" add constraint "mails_status_check" check ("status" in ('queued', 'sent', 'failed', 'kept'));`);
  }
}
