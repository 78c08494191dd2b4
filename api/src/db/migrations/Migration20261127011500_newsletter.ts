import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter sign-ups with double opt-in (modules/newsletter): one row per address, unique ignoring case,
 * with the consent given and its confirmation. And extra mail headers in the outbox (a newsletter's
 * List-Unsubscribe, RFC 8058).
 */
export class Migration20261127011500_newsletter extends Migration {
  override name = 'Migration20261127011500_newsletter';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "newsletter_subscriptions" ("id" serial primary key, "email" varchar(254) not null, "language" varchar(2) not null, "status" text not null default 'pending', "consent_version" varchar(50) not null, "consented_at" timestamptz not null, "confirmation_sent_at" timestamptz null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "newsletter_subscriptions_status_idx" on "newsletter_subscriptions" ("status");`);
    this.addSql(`create unique index "newsletter_subscriptions_email_lower_unique" on "newsletter_subscriptions" (lower(email));`);
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_status_check" check ("status" in ('pending', 'confirmed', 'unsubscribed'));`,
    );
    this.addSql(`alter table "mails" add "headers" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
    this.addSql(`alter table "mails" drop column "headers";`);
  }
}
