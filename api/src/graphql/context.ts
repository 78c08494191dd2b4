import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/** What every resolver gets: its own EntityManager fork and per-request loaders (so lists never query per row). */
export interface RequestContext {
  em: EntityManager;
  loaders: Map<string, DataLoader<number, unknown>>;
}

export function createRequestContext(rootEm: EntityManager): RequestContext {
  return { em: rootEm.fork(), loaders: new Map() };
}

/** One DataLoader per request and name; `batch` receives the distinct ids and returns rows in any order. */
export function loader<T extends { id: number }>(
  ctx: RequestContext,
  name: string,
  batch: (ids: readonly number[]) => Promise<T[]>,
): DataLoader<number, T | null> {
  let existing = ctx.loaders.get(name) as DataLoader<number, T | null> | undefined;
  if (!existing) {
    existing = new DataLoader<number, T | null>(async (ids) => {
      const rows = await batch(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    ctx.loaders.set(name, existing as DataLoader<number, unknown>);
  }
  return existing;
}
