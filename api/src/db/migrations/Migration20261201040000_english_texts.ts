import { Migration } from '@mikro-orm/migrations';

/**
 * Courses and blog posts carry English texts next to the German ones (services did already). Null (or
 * blank) means "not translated": readers in English get the German text, marked as such (`untranslated`). Reviews,
 * shown as written, remember the language they were written in.
 */
export class Migration20261201040000_english_texts extends Migration {
  override name = 'Migration20261201040000_english_texts';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "courses" add "title_en" varchar(200) null, add "description_en" text null, add "schedule_en" text null, add "location_en" text null, add "duration_en" text null, add "notes_en" text null, add "special_requirements_en" text null, add "cancellation_policy_en" text null;`,
    );

    this.addSql(
      `alter table "blog_posts" add "title_en" varchar(200) null, add "summary_en" text null, add "content_en" text null, add "category_en" varchar(50) null, add "tags_en" text[] not null default '{}';`,
    );

    // Reviews are shown as written: the language they were written in (the older ones all on the German site).
    this.addSql(`alter table "testimonials" add "language" varchar(2) not null default 'de';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "testimonials" drop column "language";`);

    this.addSql(
      `alter table "blog_posts" drop column "title_en", drop column "summary_en", drop column "content_en", drop column "category_en", drop column "tags_en";`,
    );

    this.addSql(
      `alter table "courses" drop column "title_en", drop column "description_en", drop column "schedule_en", drop column "location_en", drop column "duration_en", drop column "notes_en", drop column "special_requirements_en", drop column "cancellation_policy_en";`,
    );
  }
}
