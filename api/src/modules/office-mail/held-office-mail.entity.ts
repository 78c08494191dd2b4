import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OfficeMailWindow } from './office-mail-window.entity.js';

/**
 * A notification beyond the hour's budget, not mailed on its own: its kind and a summary wait here for the window's
 * digest, which deletes them once it is queued (the message, request or order itself is stored where it always is).
 */
@Entity({ tableName: 'held_office_mails' })
export class HeldOfficeMail {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => OfficeMailWindow, { deleteRule: 'cascade', index: 'held_office_mails_window_id_idx' })
  window: OfficeMailWindow;

  /** The mail template it would have been (`contactNotification`, …). */
  @Property({ length: 50 })
  template: string;

  /** What the digest names of it, no customer's name (office-mail.rules.ts `heldSummary`). */
  @Property({ length: 200 })
  summary: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
