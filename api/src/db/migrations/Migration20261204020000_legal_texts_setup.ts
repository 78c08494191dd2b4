import { Migration } from '@mikro-orm/migrations';

/**
 * The legal texts' versions (the newest of a page and language is what the site shows) and the test mails'
 * confirmed receipts (the first-run checklist). The public legal pages are kept by the page cache, so a saved
 * version notifies it like the settings do (page_cache_notify of Migration20261203040000_page_cache_notifications).
 */
export class Migration20261204020000_legal_texts_setup extends Migration {
  override name = 'Migration20261204020000_legal_texts_setup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "test_mail_receipts" ("id" serial primary key, "mail_id" int not null, "user_id" int null, "token_hash" varchar(64) not null, "confirmed_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "test_mail_receipts_mail_id_idx" on "test_mail_receipts" ("mail_id");`);
    this.addSql(`create index "test_mail_receipts_user_id_idx" on "test_mail_receipts" ("user_id");`);
    this.addSql(`alter table "test_mail_receipts" add constraint "test_mail_receipts_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "legal_text_versions" ("id" serial primary key, "document" varchar(20) not null, "language" varchar(2) not null, "markdown" text not null, "author_id" int null, "restored_from_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "legal_text_versions_author_id_idx" on "legal_text_versions" ("author_id");`);
    this.addSql(`create index "legal_text_versions_document_language_idx" on "legal_text_versions" ("document", "language", "id");`);

    this.addSql(
      `alter table "test_mail_receipts" add constraint "test_mail_receipts_mail_id_foreign" foreign key ("mail_id") references "mails" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "test_mail_receipts" add constraint "test_mail_receipts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "legal_text_versions" add constraint "legal_text_versions_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create trigger "legal_text_versions_page_cache" after insert or update or delete on "legal_text_versions" for each row execute function page_cache_notify();`,
    );
    this.addSql(
      `create trigger "legal_text_versions_page_cache_truncate" after truncate on "legal_text_versions" for each statement execute function page_cache_notify();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "test_mail_receipts" cascade;`);
    this.addSql(`drop table if exists "legal_text_versions" cascade;`);
  }
}
