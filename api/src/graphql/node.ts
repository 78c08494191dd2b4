import { Field, ID, InterfaceType } from 'type-graphql';

/** Every type that has a global id (Relay's object identification). Loaded via `node(id:)`. */
@InterfaceType({
  description: 'An object with a global id, refetchable through `node(id:)`.',
  resolveType: (value: { __typename?: string }) => value.__typename,
})
export abstract class Node {
  @Field(() => ID, { description: 'Global, opaque id (Relay). Use `databaseId` for URLs.' })
  id: string;
}

/** Global ids are base64 of "<Type>:<databaseId>", as graphql-relay does, so Relay tooling can read them. */
export function toGlobalId(type: string, databaseId: number): string {
  return Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; databaseId: number } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return null;
  const databaseId = Number(decoded.slice(separator + 1));
  if (!Number.isSafeInteger(databaseId) || databaseId < 1) return null;
  return { type: decoded.slice(0, separator), databaseId };
}
