import { GraphQLError } from 'graphql';
import { ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { PageRequest } from '../db/find-page.js';

/** Hard cap on `first` for every connection: protects the site from one request reading everything. */
export const MAX_PAGE_SIZE = 200;

export const pageSizeMessage = (argument: string) => `"${argument}" must be between 0 and ${MAX_PAGE_SIZE}.`;

@ObjectType({ description: 'Relay cursor pagination state.' })
export class PageInfo {
  @Field() hasNextPage: boolean;
  @Field() hasPreviousPage: boolean;
  @Field(() => String, { nullable: true }) startCursor: string | null;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Builds `<Name>Connection` and `<Name>Edge` object types for a node type. */
export function connectionTypes<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field() cursor: string;
    @Field(() => node) node: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} objects.` })
  class ConnectionType {
    @Field(() => [EdgeType]) edges: EdgeType[];
    @Field(() => PageInfo) pageInfo: PageInfo;
    @Field(() => Int, { description: 'Number of objects matching, over all pages.' }) totalCount: number;
  }

  return ConnectionType;
}

/** Offset cursors: opaque to clients, stable for a given filter and order. */
export function offsetCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
}

/** Turns `first`/`after` into a limit and offset, or throws a user-facing error. */
export function pageRequest(first: number | null | undefined, after: string | null | undefined, defaultSize: number): PageRequest {
  const limit = first ?? defaultSize;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE) {
    throw new PageArgumentError(pageSizeMessage('first'));
  }
  return { limit, offset: after ? decodeOffsetCursor(after) + 1 : 0 };
}

function decodeOffsetCursor(cursor: string): number {
  // At most 9 digits: every offset of a real list fits, and a crafted one never reaches SQL as a bigint.
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new PageArgumentError('"after" is not a cursor of this list.');
  return Number(match[1]);
}

class PageArgumentError extends GraphQLError {
  constructor(message: string) {
    // The whole request is refused (nothing else ran), so it is the client's 400, not a 200 with errors.
    super(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** Wraps one page of rows (read with limit + 1 to know whether more exist) into a connection. */
export function toConnection<T>(rows: T[], page: PageRequest, totalCount: number): Connection<T> {
  const nodes = rows.slice(0, page.limit);
  const edges = nodes.map((node, index) => ({ cursor: offsetCursor(page.offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: page.offset + nodes.length < totalCount,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
