import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * What an admin did to an object. Stored as text, so another kind of change needs no migration; the GraphQL
 * enum `AuditAction` lists the ones clients can meet.
 */
export enum AuditAction {
  CREATED = 'created',
  /** Created as a copy of another object (`after.duplicatedFrom` names the original's database id). */
  DUPLICATED = 'duplicated',
  UPDATED = 'updated',
  DELETED = 'deleted',
  /**
   * Not an admin's doing: sign-in as this account (`entityType` `user`) was locked after failed attempts in a row,
   * maybe someone guessing its password (`after` holds `failuresInARow`, `lockedAt`, `lockedUntil`). Once per lock.
   */
  SIGN_IN_LOCKED = 'signInLocked',
  /** A partner key was revoked (`entityType` `partnerKey`): every request with it is refused from then on. */
  REVOKED = 'revoked',
  /**
   * Not an admin's doing: how much a partner key was used (`entityType` `partnerKey`; `after` holds `requests`, `from`,
   * `to`). At most one a day per key, written by the first request a day after the last one.
   */
  USED = 'used',
}

/** Values as they go into `before`/`after`: JSON, so dates are ISO strings. */
export type AuditValues = Record<string, unknown>;

/**
 * One admin change of any object (who, when, what, before and after), kept after the object itself
 * is deleted: `entityType`/`entityId` name it without a foreign key. Orders keep their own, richer history
 * in `order_events`.
 */
@Entity({ tableName: 'audit_events' })
@Index({ name: 'audit_events_entity_idx', properties: ['entityType', 'entityId'] })
export class AuditEvent {
  @PrimaryKey()
  id: number;

  /** Which kind of object, e.g. `course` (AuditedType in audit.ts). */
  @Property({ length: 40 })
  entityType: string;

  @Property()
  entityId: number;

  @Property({ length: 40 })
  action: AuditAction;

  /** The admin who did it; null once that account is deleted (or for a change nobody signed in made). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'audit_events_actor_id_idx' })
  actor?: User | null;

  /** The changed fields' old values (updates), all values (deletes), null (creates). */
  @Property({ type: 'jsonb', nullable: true })
  before?: AuditValues | null;

  /** The changed fields' new values (updates), all values (creates), null (deletes). */
  @Property({ type: 'jsonb', nullable: true })
  after?: AuditValues | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
