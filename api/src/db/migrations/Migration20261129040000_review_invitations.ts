import { Migration } from '@mikro-orm/migrations';

/**
 * Review invitations: one row per customer address and finished course that was invited, unique, so no
 * customer is asked twice about the same course.
 */
export class Migration20261129040000_review_invitations extends Migration {
  override name = 'Migration20261129040000_review_invitations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "review_invitations" ("id" serial primary key, "email" varchar(254) not null, "course_id" int not null, "mail_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "review_invitations_course_id_idx" on "review_invitations" ("course_id");`);
    this.addSql(`create index "review_invitations_mail_id_idx" on "review_invitations" ("mail_id");`);
    this.addSql(`alter table "review_invitations" add constraint "review_invitations_email_course_unique" unique ("email", "course_id");`);
    this.addSql(
      `alter table "review_invitations" add constraint "review_invitations_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_invitations" add constraint "review_invitations_mail_id_foreign" foreign key ("mail_id") references "mails" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_invitations" cascade;`);
  }
}
