import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One hour of notifications to the office: it starts with the first notification after the last window ended or was
 * digested, and counts, in the transactions that queue them, the notifications mailed one by one (`notified`, at most
 * the server's RATE_LIMIT_OFFICE_MAILS_PER_HOUR) and those folded into its digest (`held`). Written only under one
 * advisory lock (office-mail.service.ts), so every instance counts against the same numbers and a rolled-back write
 * counts nothing.
 */
@Entity({ tableName: 'office_mail_windows' })
export class OfficeMailWindow {
  @PrimaryKey()
  id: number;

  @Property({ type: 'datetime' })
  startedAt: Date;

  /** An hour after `startedAt`: the digest's job runs then. */
  @Property({ type: 'datetime' })
  endsAt: Date;

  @Property({ default: 0 })
  notified: Opt<number> = 0;

  @Property({ default: 0 })
  held: Opt<number> = 0;

  /** The site's origin as the first held notification knew it, for the digest's links when PUBLIC_URL is not set. */
  @Property({ length: 300, nullable: true })
  siteOrigin?: string | null;

  /** When its digest was queued; from then on the window takes no more notifications (the next one opens a new window). */
  @Property({ type: 'datetime', nullable: true })
  digestedAt?: Date | null;
}
