import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../context/request-context.js';
import { User } from '../users/user.entity.js';
import { AuditAction, AuditEvent, type AuditValues } from './audit-event.entity.js';

/** The kinds of object whose admin changes are recorded here (orders have `order_events`). */
export type AuditedType =
  | 'course'
  | 'service'
  | 'shopSettings'
  | 'followUpSettings'
  | 'dataRetention'
  | 'businessProfile'
  | 'testimonial'
  | 'booking'
  | 'contactMessage'
  | 'blogPost'
  | 'mail'
  | 'user'
  // Waitlist: its settings and staff's moves and removals of entries.
  | 'waitlistSettings'
  | 'waitlistEntry'
  // Legal texts (the versions themselves are the history; the log names who saved which).
  | 'legalText'
  // Newsletter issues written and sent.
  | 'newsletterIssue'
  // Invitations of staff.
  | 'staffInvitation'
  // Going live: leaving demo mode, and the demo data taken off the site.
  | 'siteMode'
  // Partner API keys: made, revoked, and their daily use.
  | 'partnerKey'
  // Partners' webhook endpoints (never their secrets: a rotation records only the new hint).
  | 'webhookEndpoint';

export interface AdminChange {
  entityType: AuditedType;
  entityId: number;
  action: AuditAction;
  /** The object before the change (all its fields; null when it did not exist). */
  before: AuditValues | null;
  /** The object after the change (all its fields; null when it is gone). */
  after: AuditValues | null;
}

/**
 * Records an admin change in the caller's transaction (flushed with it), so the change and its record are
 * committed together or not at all. For an update only the fields whose values differ are kept, on both
 * sides; an update that changed nothing records nothing (and returns null).
 */
export function recordAdminChange(em: EntityManager, actor: SessionUser | null, change: AdminChange): AuditEvent | null {
  let before = change.before && jsonValues(change.before);
  let after = change.after && jsonValues(change.after);
  if (change.action === AuditAction.UPDATED) {
    const changed = changedFields(before ?? {}, after ?? {});
    if (changed.length === 0) return null;
    before = pick(before ?? {}, changed);
    after = pick(after ?? {}, changed);
  }
  return em.create(AuditEvent, {
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    actor: actor ? em.getReference(User, actor.id) : null,
    before,
    after,
  });
}

/** Fields whose JSON values differ between two snapshots, in the order they first appear. */
export function changedFields(before: AuditValues, after: AuditValues): string[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

function pick(values: AuditValues, fields: string[]): AuditValues {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

/** Values as JSON keeps them (a Date as its ISO text, undefined as null), so what is compared is what is stored. */
function jsonValues(values: AuditValues): AuditValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value === undefined ? null : JSON.parse(JSON.stringify(value))]),
  );
}
