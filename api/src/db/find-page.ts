import { type SelectQueryBuilder, sql } from '@mikro-orm/postgresql';

/** Which rows of a list a connection asks for (see graphql/connection.ts). */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** One page of a list query, for connections. */
export interface PageOf<T> {
  rows: T[];
  totalCount: number;
}

/**
 * Reads one page and the total in a single statement (`count(*) over ()`), as plain rows with the
 * entity's property names and types (the row type follows the selected fields). Only a page with no row to carry the total (past the end, or `first: 0`)
 * costs a second, counting query.
 */
export async function findPage<Entity extends object, Fields extends string>(
  qb: SelectQueryBuilder<Entity, string, never, never, never, Fields>,
  page: PageRequest,
): Promise<PageOf<Pick<Entity, Fields & keyof Entity>>> {
  type Row = Pick<Entity, Fields & keyof Entity>;
  const rows = await qb
    .clone()
    .addSelect(sql`count(*) over ()`.as('totalCount'))
    .limit(page.limit)
    .offset(page.offset)
    .execute<(Row & { totalCount: string })[]>('all', true);
  if (rows.length > 0) return { rows, totalCount: Number(rows[0].totalCount) };
  return { rows, totalCount: page.offset === 0 && page.limit > 0 ? 0 : await qb.clone().getCount() };
}
