import type { EntityManager } from '@mikro-orm/postgresql';

/** One page of a list query, for connections. */
export interface PageOf<T> {
  rows: T[];
  totalCount: number;
}

/**
 * Reads one page and the total in a single statement (`count(*) over ()`); only a page past the end,
 * which has no row to carry the total, costs a second query.
 */
export async function findPage<T>(
  em: EntityManager,
  query: { select: string; from: string; where: string; orderBy: string; params?: unknown[] },
  page: { limit: number; offset: number },
): Promise<PageOf<T>> {
  const params = query.params ?? [];
  const rows = await em.execute<(T & { totalCount: string })[]>(
    `select ${query.select}, count(*) over () as "totalCount" from ${query.from} where ${query.where}
     order by ${query.orderBy} limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  if (rows.length > 0 || page.offset === 0) return { rows, totalCount: Number(rows[0]?.totalCount ?? 0) };
  const [{ count }] = await em.execute<{ count: string }[]>(`select count(*) from ${query.from} where ${query.where}`, params);
  return { rows, totalCount: Number(count) };
}
