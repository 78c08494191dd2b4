import { Migration } from '@mikro-orm/migrations';

/**
 * The mark of each order's reminder per course (unique: once, whatever the instances), the record of the
 * follow-up jobs' runs, what to bring to a course (German and English), and when an order's personal data were
 * anonymised.
 */
export class Migration20261203020000_course_follow_up extends Migration {
  override name = 'Migration20261203020000_course_follow_up';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "course_reminders" ("id" serial primary key, "order_id" int not null, "course_id" int not null, "mail_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "course_reminders_order_id_idx" on "course_reminders" ("order_id");`);
    this.addSql(`create index "course_reminders_course_id_idx" on "course_reminders" ("course_id");`);
    this.addSql(`create index "course_reminders_mail_id_idx" on "course_reminders" ("mail_id");`);
    this.addSql(`alter table "course_reminders" add constraint "course_reminders_order_course_unique" unique ("order_id", "course_id");`);

    this.addSql(
      `create table "job_runs" ("id" serial primary key, "task" varchar(60) not null, "trigger" varchar(20) not null, "actor_id" int null, "as_of" timestamptz not null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "ok" boolean null, "counts" jsonb null, "error" text null);`,
    );
    this.addSql(`create index "job_runs_actor_id_idx" on "job_runs" ("actor_id");`);
    this.addSql(`create index "job_runs_task_started_idx" on "job_runs" ("task", "started_at");`);

    this.addSql(`alter table "courses" add "what_to_bring" text null, add "what_to_bring_en" text null;`);

    this.addSql(`alter table "orders" add "anonymised_at" timestamptz null;`);

    this.addSql(
      `alter table "course_reminders" add constraint "course_reminders_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_reminders" add constraint "course_reminders_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_reminders" add constraint "course_reminders_mail_id_foreign" foreign key ("mail_id") references "mails" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "job_runs" add constraint "job_runs_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "course_reminders" cascade;`);
    this.addSql(`drop table if exists "job_runs" cascade;`);

    this.addSql(`alter table "courses" drop column "what_to_bring", drop column "what_to_bring_en";`);

    this.addSql(`alter table "orders" drop column "anonymised_at";`);
  }
}
