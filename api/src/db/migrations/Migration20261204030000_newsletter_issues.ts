import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter issues (composed per language, blog posts as teasers) and their deliveries: one row per issue
 * and subscriber (unique), made when sending starts, each pointing at its outbox mail once queued.
 */
export class Migration20261204030000_newsletter_issues extends Migration {
  override name = 'Migration20261204030000_newsletter_issues';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "newsletter_issues" ("id" serial primary key, "audience" text not null default 'all', "subject_de" varchar(200) not null default '', "body_de" text not null default '', "subject_en" varchar(200) not null default '', "body_en" text not null default '', "post_ids" int[] not null default '{}', "state" text not null default 'draft', "send_started_at" timestamptz null, "site_origin" varchar(300) null, "sent_by_user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "newsletter_issues_created_idx" on "newsletter_issues" ("created_at");`);

    this.addSql(
      `create table "newsletter_deliveries" ("id" serial primary key, "issue_id" int not null, "subscription_id" int not null, "mail_id" int null, "skipped" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "newsletter_deliveries_subscription_idx" on "newsletter_deliveries" ("subscription_id");`);
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_issue_subscription_unique" unique ("issue_id", "subscription_id");`,
    );

    this.addSql(
      `alter table "newsletter_issues" add constraint "newsletter_issues_audience_check" check ("audience" in ('all', 'de', 'en'));`,
    );
    this.addSql(`alter table "newsletter_issues" add constraint "newsletter_issues_state_check" check ("state" in ('draft', 'sending'));`);

    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_issue_id_foreign" foreign key ("issue_id") references "newsletter_issues" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_subscription_id_foreign" foreign key ("subscription_id") references "newsletter_subscriptions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_mail_id_foreign" foreign key ("mail_id") references "mails" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "newsletter_deliveries" cascade;`);
    this.addSql(`drop table if exists "newsletter_issues" cascade;`);
  }
}
