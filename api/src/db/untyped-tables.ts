/**
 * Tables outside KyselyTables (job and link tables, graphile-worker's views), read by name; the caller states the
 * row it reads (rowShape or its own row type). A file of its own, importing nothing: kysely.ts names the entities,
 * and a module the entities reach (the request context's payments) may need this type without them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own type for a database it has no types for
export type UntypedTables = any;
