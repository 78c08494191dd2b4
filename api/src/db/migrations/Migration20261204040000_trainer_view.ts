import { Migration } from '@mikro-orm/migrations';

/**
 * The trainer's phone view. Roles `staff` and `trainer`; which trainer accounts teach a course; attendance
 * per participant and session day, a note per participant and badges reached (each kept with the device time of its
 * mark, the latest winning); the badge list with its defaults.
 */
export class Migration20261204040000_trainer_view extends Migration {
  override name = 'Migration20261204040000_trainer_view';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "badges" ("id" serial primary key, "name" varchar(100) not null, "name_en" varchar(100) null, "position" int not null default 0, "active" boolean not null default true);`,
    );

    this.addSql(
      `create table "participant_notes" ("id" serial primary key, "participant_id" int not null, "text" text not null, "written_at" timestamptz not null, "written_by_id" int null, "saved_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "participant_notes" add constraint "participant_notes_participant_id_unique" unique ("participant_id");`);

    this.addSql(`create table "course_trainers" ("id" serial primary key, "course_id" int not null, "user_id" int not null);`);
    this.addSql(`create index "course_trainers_user_id_idx" on "course_trainers" ("user_id");`);
    this.addSql(`alter table "course_trainers" add constraint "course_trainers_course_user_unique" unique ("course_id", "user_id");`);

    this.addSql(
      `create table "badge_awards" ("id" serial primary key, "participant_id" int not null, "badge_id" int not null, "reached" boolean not null, "reached_on" date not null, "marked_at" timestamptz not null, "marked_by_id" int null);`,
    );
    this.addSql(`create index "badge_awards_badge_id_idx" on "badge_awards" ("badge_id");`);
    this.addSql(`alter table "badge_awards" add constraint "badge_awards_participant_badge_unique" unique ("participant_id", "badge_id");`);

    this.addSql(
      `create table "attendances" ("id" serial primary key, "participant_id" int not null, "session_date" date not null, "present" boolean not null, "marked_at" timestamptz not null, "marked_by_id" int null, "saved_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "attendances" add constraint "attendances_participant_session_unique" unique ("participant_id", "session_date");`,
    );

    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin', 'staff', 'trainer'));`);

    this.addSql(
      `alter table "participant_notes" add constraint "participant_notes_participant_id_foreign" foreign key ("participant_id") references "participants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "participant_notes" add constraint "participant_notes_written_by_id_foreign" foreign key ("written_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "course_trainers" add constraint "course_trainers_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_trainers" add constraint "course_trainers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "badge_awards" add constraint "badge_awards_participant_id_foreign" foreign key ("participant_id") references "participants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "badge_awards" add constraint "badge_awards_badge_id_foreign" foreign key ("badge_id") references "badges" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "badge_awards" add constraint "badge_awards_marked_by_id_foreign" foreign key ("marked_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "attendances" add constraint "attendances_participant_id_foreign" foreign key ("participant_id") references "participants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attendances" add constraint "attendances_marked_by_id_foreign" foreign key ("marked_by_id") references "users" ("id") on delete set null;`,
    );

    // The list a fresh install starts with (admins change it): the German swimming badges.
    this.addSql(
      `insert into "badges" ("name", "name_en", "position") values ('Seepferdchen', 'Seahorse', 10), ('Bronze', 'Bronze', 20), ('Silber', 'Silver', 30), ('Gold', 'Gold', 40);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "attendances" cascade;`);
    this.addSql(`drop table if exists "badge_awards" cascade;`);
    this.addSql(`drop table if exists "course_trainers" cascade;`);
    this.addSql(`drop table if exists "participant_notes" cascade;`);
    this.addSql(`drop table if exists "badges" cascade;`);

    this.addSql(`update "users" set "role" = 'user' where "role" in ('staff', 'trainer');`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`);
  }
}
