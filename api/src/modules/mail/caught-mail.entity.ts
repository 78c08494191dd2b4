import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A mail as the embedded mail catcher (mail-catcher.ts) received it over SMTP, when no SMTP_URL is set outside
 * production: what really left the app, parsed, for admins to read on the outbox screen (as Mailpit shows it).
 * Personal data: for admins only.
 */
@Entity({ tableName: 'caught_mails' })
export class CaughtMail {
  @PrimaryKey()
  id: number;

  /** Its Message-ID header; the outbox row with the same `messageId` is the mail it came from. */
  @Index({ name: 'caught_mails_message_id_idx' })
  @Property({ length: 300, nullable: true })
  messageId?: string | null;

  /** The SMTP envelope's recipients (RCPT TO), comma-separated. */
  @Property({ type: 'text' })
  recipients: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  text: string;

  /** The HTML part; empty when the mail had none. Shown to admins only inside a sandboxed frame. */
  @Property({ type: 'text' })
  html: string;

  /** The whole message as received (RFC 5322 source). */
  @Property({ type: 'text' })
  source: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Opt<Date> = new Date();
}
