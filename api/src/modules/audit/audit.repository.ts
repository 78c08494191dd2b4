import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AuditAction, AuditValues } from './audit-event.entity.js';

/**
 * The columns read here, as the entities `AuditEvent` and `User` define them (`actor_id` is the `actor` relation's
 * column, which the entity-derived tables of db/kysely.ts leave out).
 */
interface AuditTables {
  audit_events: {
    id: number;
    entity_type: string;
    entity_id: number;
    action: AuditAction;
    actor_id: number | null;
    before: AuditValues | null;
    after: AuditValues | null;
    created_at: Date | string;
  };
  users: { id: number; username: string };
}

/** One line of an object's audit trail as the API shows it: the actor by username (never the account itself). */
export interface AuditTrailRow {
  id: number;
  entityId: number;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
  createdAt: Date;
  actorUsername: string | null;
}

/**
 * The newest `limit` events of each of `entityIds` (one kind of object), newest first, in one query for a
 * whole list of objects: `row_number()` per object keeps each trail to its own limit.
 */
export async function findAuditTrails(
  em: EntityManager,
  entityType: string,
  entityIds: readonly number[],
  limit: number,
): Promise<AuditTrailRow[]> {
  if (entityIds.length === 0) return [];
  const db = em.getKysely<AuditTables>();
  const ranked = db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select([
      'e.id',
      'e.entity_id as entityId',
      'e.action',
      'e.before',
      'e.after',
      'e.created_at as createdAt',
      'u.username as actorUsername',
    ])
    .select(sql<number>`row_number() over (partition by e.entity_id order by e.created_at desc, e.id desc)`.as('rank'))
    .where('e.entity_type', '=', entityType)
    .where('e.entity_id', 'in', [...entityIds])
    .as('r');
  const rows = await db.selectFrom(ranked).selectAll().where('rank', '<=', limit).orderBy('entityId').orderBy('rank').execute();
  return rows.map(({ rank: _rank, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
