import { Migration } from '@mikro-orm/migrations';

/** Blog slugs compare case-insensitively (`blogPost(slug:)`, /api/blog/{slug}): no two may differ only in case. */
export class Migration20261125000000_blog_slug_case extends Migration {
  override name = 'Migration20261125000000_blog_slug_case';

  override up(): void | Promise<void> {
    // Written by hand: the schema diff does not compare expression indexes.
    this.addSql(`create unique index "blog_posts_slug_lower_unique" on "blog_posts" (lower(slug));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "blog_posts_slug_lower_unique";`);
  }
}
