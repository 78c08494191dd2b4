import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Mail } from '../mail/mail.entity.js';
import { User } from '../users/user.entity.js';

/**
 * An admin's test mail with the link that confirms it arrived (the first-run checklist): the mail row says whether a
 * mail server accepted it, this row whether a person read it. Only the token's SHA-256 is kept.
 */
@Entity({ tableName: 'test_mail_receipts' })
export class TestMailReceipt {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Mail, { deleteRule: 'cascade', index: 'test_mail_receipts_mail_id_idx' })
  mail: Mail;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'test_mail_receipts_user_id_idx' })
  user?: User | null;

  @Property({ length: 64, unique: 'test_mail_receipts_token_hash_unique' })
  tokenHash: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
