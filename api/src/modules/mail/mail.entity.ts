import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum MailStatus {
  /** Waiting for the worker (first try or a retry after a failed one). */
  QUEUED = 'queued',
  /** Accepted by the mail server of SMTP_URL (`serverResponse` is its answer). */
  SENT = 'sent',
  /** No SMTP_URL (not in production): accepted by the embedded mail catcher (mail-catcher.ts), which keeps it for admins. */
  CAUGHT = 'caught',
  /** Every attempt failed; nothing more will be tried. */
  FAILED = 'failed',
  /** No SMTP_URL in production: nothing was sent, and nothing claims it was. */
  NOT_SENT = 'not_sent',
}

/**
 * The outbox record of one mail: written, rendered, in the same transaction as the form's data, so
 * admins see exactly what was (or would have been) sent. Personal data: for admins only.
 * The sending itself is a `send_mail` job of the job queue (api/src/jobs).
 */
@Entity({ tableName: 'mails' })
@Index({ name: 'mails_status_created_idx', properties: ['status', 'createdAt'] })
// The hourly count of mails to one typed-in address (visitor-mail.ts), whatever case the visitor typed it in.
@Index({
  name: 'mails_recipient_lower_created_idx',
  expression: 'create index "mails_recipient_lower_created_idx" on "mails" (lower(recipient), created_at)',
})
export class Mail {
  @PrimaryKey()
  id: number;

  @Property({ length: 254 })
  recipient: string;

  /** Where replies go (the visitor's address on a notification to the business). */
  @Property({ length: 254, nullable: true })
  replyTo?: string | null;

  @Property({ length: 50 })
  template: string;

  @Property({ length: 2 })
  language: string;

  @Property({ length: 300 })
  subject: string;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'text' })
  html: string;

  /** Extra header fields from the template (a newsletter's List-Unsubscribe, RFC 8058); null: none. */
  @Property({ type: 'jsonb', nullable: true })
  headers?: Record<string, string> | null;

  @Enum({ items: () => MailStatus, default: MailStatus.QUEUED })
  status: Opt<MailStatus> = MailStatus.QUEUED;

  /** Delivery attempts so far (each one the worker made, failed or not). */
  @Property({ default: 0 })
  attempts: Opt<number> = 0;

  /** The Message-ID header it is sent with (the same on every attempt); null until the first attempt. */
  @Property({ length: 300, nullable: true })
  messageId?: string | null;

  /** The mail server's answer to the latest attempt: its acceptance (`250 …`) or its refusal. */
  @Property({ type: 'text', nullable: true })
  serverResponse?: string | null;

  /** Why the latest attempt failed; cleared once sent. */
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}

/** How far a mail got, from its outbox row and its job together (mail-admin.reader.ts `deliveryStatus`). */
export enum MailDeliveryStatus {
  QUEUED = 'queued',
  SENT = 'sent',
  CAUGHT = 'caught',
  FAILED = 'failed',
  NOT_SENT = 'not_sent',
}
