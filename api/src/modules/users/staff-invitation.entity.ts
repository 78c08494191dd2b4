import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User, UserRole } from './user.entity.js';

/**
 * An admin's invitation of a staff member: mailed to `email` with a signed link (staff.token.ts) that is
 * valid until `expiresAt` and works once: accepting it creates the account and sets `acceptedAt`.
 */
@Entity({ tableName: 'staff_invitations' })
export class StaffInvitation {
  @PrimaryKey()
  id: number;

  @Property({ length: 254 })
  email: string;

  @Enum({ items: () => UserRole })
  role: UserRole;

  /** The language the invitation mail (and the page it links to) is written in. */
  @Property({ length: 2 })
  language: 'de' | 'en';

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  invitedBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  /** Set when the link was used: from then on the link is refused. */
  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  /** Set when an admin withdrew the invitation before it was used: the link then says so, and makes no account. */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt?: Date | null;

  /** The account the invitation made. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  account?: User | null;
}
