import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** The columns read here, as the entities define them. */
interface OfficeMailTables {
  held_office_mails: { id: number; window_id: number; template: string; subject: string; created_at: Date };
}
const db = (em: EntityManager) => em.getKysely<OfficeMailTables>();

/** A window's held notifications counted by template (its transaction's view, under the windows' lock). */
export async function countHeldByTemplate(em: EntityManager, windowId: number): Promise<{ template: string; count: number }[]> {
  const rows = await db(em)
    .selectFrom('held_office_mails')
    .select(['template', sql<string>`count(*)`.as('count')])
    .where('window_id', '=', windowId)
    .groupBy('template')
    .execute();
  return rows.map((row) => ({ template: row.template, count: Number(row.count) }));
}
