import type { EntityKey, EntityManager, EntityName } from '@mikro-orm/postgresql';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { UntypedTables } from './kysely.js';

/** Which rows of a list a connection asks for (see graphql/connection.ts). */
export interface PageRequest {
  limit: number;
  offset: number;
  /** The last `limit` rows from `offset` on (Relay's `last` without `before`): the end is known only once counted. */
  fromEnd?: boolean;
}

/** One page of a list query, for connections: its rows, the list's total and the offset of the first row. */
export interface PageOf<T> {
  rows: T[];
  totalCount: number;
  offset: number;
}

/** How a list reads an entity's fields: the selected columns, and how a row gets the entity's value types. */
export interface RowShape<Row> {
  columns: string[];
  fromDatabase(rows: Record<string, unknown>[]): Row[];
}

const shapes = new Map<string, RowShape<unknown>>();

/**
 * `alias.column as property` for each field, from MikroORM's metadata, so hot lists read through
 * MikroORM's Kysely instance (typed from the entities) return rows with the entity's property names
 * and value types (timestamps as `Date`, as a loaded entity has them): one runtime shape per type.
 * Computed once per list.
 */
export function rowShape<E extends object, F extends EntityKey<E>>(
  em: EntityManager,
  entity: EntityName<E>,
  alias: string,
  fields: readonly F[],
): RowShape<Pick<E, F>> {
  const meta = em.getMetadata().get(entity);
  const key = `${meta.className}:${alias}:${fields.join(',')}`;
  let shape = shapes.get(key);
  if (!shape) {
    const platform = em.getPlatform();
    const timestamps = fields.filter((field) => meta.properties[field].runtimeType === 'Date');
    shape = {
      columns: fields.map((field) => `${alias}.${meta.properties[field].fieldNames[0]} as ${field}`),
      fromDatabase(rows) {
        for (const row of rows) {
          for (const field of timestamps) if (typeof row[field] === 'string') row[field] = platform.parseDate(row[field]);
        }
        return rows;
      },
    };
    shapes.set(key, shape);
  }
  return shape as RowShape<Pick<E, F>>;
}

/**
 * Reads one page and the total in a single statement (`count(*) over ()`). Only a page with no row
 * to carry the total (past the end, or `first: 0`) costs a second, counting query; a page counted
 * from the end (`last` without `before`) counts first, to know where it starts.
 *
 * Kysely rather than the QueryBuilder for these lists: on the course list the QueryBuilder's
 * `execute` cost ~250 µs more per request than the same SQL (measured; Kysely ran at raw speed),
 * and these are the hottest reads of the site (see `npm run bench`).
 */
export async function findPage<Row>(
  shape: RowShape<Row>,
  query: SelectQueryBuilder<UntypedTables, string, unknown>,
  page: PageRequest,
): Promise<PageOf<Row>> {
  const count = async () =>
    Number(
      (
        await query
          .clearOrderBy()
          .select(sql<string>`count(*)`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  let { limit, offset } = page;
  if (page.fromEnd) {
    const totalCount = await count();
    offset = Math.max(offset, totalCount - limit);
    limit = Math.max(0, totalCount - offset);
    if (limit === 0) return { rows: [], totalCount, offset };
  }
  const rows = (await query
    .select(shape.columns as never[])
    .select(sql<string>`count(*) over ()`.as('totalCount'))
    .limit(limit)
    .offset(offset)
    .execute()) as (Record<string, unknown> & { totalCount: string })[];
  if (rows.length > 0) return { rows: shape.fromDatabase(rows), totalCount: Number(rows[0].totalCount), offset };
  if (offset === 0 && limit > 0) return { rows: [], totalCount: 0, offset };
  return { rows: [], totalCount: await count(), offset };
}
