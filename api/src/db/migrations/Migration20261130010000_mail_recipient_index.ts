import { Migration } from '@mikro-orm/migrations';

/**
 * Mails to an address a visitor typed are limited per address and hour, counted from the outbox
 * (modules/mail/visitor-mail.ts); this index keeps that count a lookup, however long the outbox grows.
 */
export class Migration20261130010000_mail_recipient_index extends Migration {
  override name = 'Migration20261130010000_mail_recipient_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "mails_recipient_lower_created_idx" on "mails" (lower(recipient), created_at);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mails_recipient_lower_created_idx";`);
  }
}
