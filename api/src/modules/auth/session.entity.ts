import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

/**
 * One sign-in. Its id travels in the session token (`sid`), and every request that carries a token is
 * checked against this row: signing out revokes it, so the token stops working at once, although the
 * token itself would still verify until it expires.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  /** Random, never a counter: nothing about other sessions can be guessed from one. */
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'sessions_user_id_idx' })
  user: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** The latest moment any token of this session may be valid, however often it was renewed. */
  @Property({ type: 'datetime', index: 'sessions_expires_at_idx' })
  expiresAt: Date;

  /** When a request last used it (kept to the minute or so: session.service.ts `authenticate`); shown in "Mein Konto". */
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt?: Date | null;

  /** The browser's User-Agent at sign-in (at most 300 characters), so its owner can tell their sessions apart. */
  @Property({ length: 300, nullable: true })
  userAgent?: string | null;

  /** Set by sign-out: from then on every token of this session is refused. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
