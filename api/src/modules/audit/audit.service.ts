import DataLoader from 'dataloader';
import type { RequestContext } from '../../context/request-context.js';
import type { AuditAction, AuditValues } from './audit-event.entity.js';
import type { AuditedType } from './audit.js';
import { findAuditTrails } from './audit.repository.js';

/** One line of an object's audit trail: who did what, when, with the values before and after (audit.types.ts registers it for GraphQL). */
export interface AuditEventView {
  action: AuditAction;
  at: Date;
  /** Null when that account no longer exists. */
  actor: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

/** The newest events an object's trail shows; older ones stay stored. */
export const AUDIT_TRAIL_LIMIT = 100;

/**
 * An object's audit trail, newest first. Batched per request and type, so a list of courses with their
 * trails costs one query. Callers make sure only staff ask (the GraphQL fields are `@Authorized(STAFF_ROLES)`).
 */
export function auditTrail(ctx: RequestContext, entityType: AuditedType, entityId: number): Promise<AuditEventView[]> {
  const name = `auditTrail:${entityType}`;
  let trails = ctx.loaders.get(name) as DataLoader<number, AuditEventView[]> | undefined;
  if (!trails) {
    trails = new DataLoader<number, AuditEventView[]>(async (ids) => {
      const rows = await findAuditTrails(ctx.em, entityType, ids, AUDIT_TRAIL_LIMIT);
      return ids.map((id) =>
        rows
          .filter((row) => row.entityId === id)
          .map((row) => ({ action: row.action, at: row.createdAt, actor: row.actorUsername, before: row.before, after: row.after })),
      );
    });
    ctx.loaders.set(name, trails as DataLoader<number, unknown>);
  }
  return trails.load(entityId);
}
