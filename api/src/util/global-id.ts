/*
 * The API's object ids (Relay's object identification), one text for every door that names an object to a client:
 * GraphQL's `id`, `node(id:)`, and the events partners hear of by webhook or subscription.
 */

/** Global ids are base64 of "<Type>:<databaseId>", as graphql-relay does, so Relay tooling can read them. */
export function toGlobalId(type: string, databaseId: number): string {
  return Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64');
}

/**
 * Reads a global id, accepting only what `toGlobalId` writes: the exact (padded, standard) base64 of
 * `<Type>:<databaseId>` with a positive id without leading zeros. Anything else is not a global id
 * (null), so `Course:01` or a base64 variant never names the same object as the real id.
 */
export function fromGlobalId(globalId: string): { type: string; databaseId: number } | null {
  const match = /^([A-Z][A-Za-z0-9]*):([1-9]\d{0,15})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) return null;
  const databaseId = Number(match[2]);
  if (!Number.isSafeInteger(databaseId) || toGlobalId(match[1], databaseId) !== globalId) return null;
  return { type: match[1], databaseId };
}
