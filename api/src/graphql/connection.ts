import { createHash } from 'node:crypto';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { PageOf, PageRequest } from '../db/find-page.js';
import { type RefusalMessageId, TranslatedError, refusalTexts } from './refusal-messages.js';

/** Hard cap on `first` and `last` for every connection: protects the site from one request reading everything. */
export const MAX_PAGE_SIZE = 200;

/**
 * Offsets a cursor may carry: 9 digits hold every offset of a real list, and a crafted cursor never
 * reaches SQL as a bigint.
 */
const MAX_CURSOR_OFFSET = 999_999_999;

/**
 * A refused page argument. The whole request is refused (nothing else ran), so it is the client's 400, not a 200 with
 * errors; its text is in every language, as the resolver that raises it does not know the request's.
 */
const pageArgumentError = (id: RefusalMessageId, values: Record<string, string | number>) =>
  new TranslatedError(refusalTexts(id, values), { code: 'BAD_USER_INPUT', http: { status: 400 } });

/** `first`/`last` outside 0…MAX_PAGE_SIZE. */
export const pageSizeError = (argument: string) => pageArgumentError('pageSize', { argument, max: MAX_PAGE_SIZE });

@ObjectType({
  description:
    'Relay cursor pagination state. `hasPreviousPage` and `hasNextPage` say whether objects exist before and after this page ' +
    'in the whole list, whichever direction was asked for.',
})
export class PageInfo {
  @Field({ description: 'Whether objects follow this page (ask with `first` and `after: endCursor`).' })
  hasNextPage: boolean;

  @Field({ description: 'Whether objects precede this page (ask with `last` and `before: startCursor`).' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first edge; null when the page is empty.' })
  startCursor: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last edge; null when the page is empty.' })
  endCursor: string | null;
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
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.` })
  class EdgeType {
    @Field({ description: 'Opaque; valid only as `after`/`before` of the same list with the same filter arguments.' })
    cursor: string;

    @Field(() => node, { description: `The ${name}.` })
    node: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} objects (Relay connection).` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The objects of this page, in list order (also when paging backwards with `last`).' })
    edges: EdgeType[];

    @Field(() => PageInfo, { description: 'Cursors and whether more objects exist before and after this page.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'Number of objects matching the filter arguments, over all pages.' })
    totalCount: number;
  }

  return ConnectionType;
}

/**
 * The four Relay arguments of a connection, with their documentation. `defaultSize` is the page size
 * when neither `first` nor `last` is given (a schema default for `first` would clash with `last`).
 */
export function connectionArgs(defaultSize: number) {
  @ArgsType()
  class ConnectionArgs {
    @Field(() => Int, {
      nullable: true,
      description: `Page size counted from the start (or from \`after\`): 0 to ${MAX_PAGE_SIZE}. Default ${defaultSize} when \`last\` is not given. Not together with \`last\`.`,
    })
    first?: number | null;

    @Field(() => String, {
      nullable: true,
      description: 'Cursor (`endCursor`) after which the page starts; only from this list with the same filter arguments.',
    })
    after?: string | null;

    @Field(() => Int, {
      nullable: true,
      description: `Page size counted back from the end (or from \`before\`): 0 to ${MAX_PAGE_SIZE}. Not together with \`first\`.`,
    })
    last?: number | null;

    @Field(() => String, {
      nullable: true,
      description: 'Cursor (`startCursor`) before which the page ends; only from this list with the same filter arguments.',
    })
    before?: string | null;
  }
  Object.defineProperty(ConnectionArgs, 'name', { value: `ConnectionArgs${defaultSize}` });
  return ConnectionArgs;
}

export interface ConnectionArguments {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Which list a cursor belongs to: the connection's name and the arguments that choose and order its rows. */
export interface ListIdentity {
  list: string;
  filter?: unknown;
}

/** A page request that remembers its list, so the connection's cursors name that list. */
export interface ListPageRequest extends PageRequest {
  scope: string;
}

/**
 * Turns Relay's `first`/`after`/`last`/`before` into one window of offsets, or throws a user-facing
 * error. Forward: `first` rows after `after` (and before `before`). Backward: the `last` rows before
 * `before` (or the end), after `after`; without `before` the end is only known once counted (`fromEnd`).
 */
export function pageRequest(identity: ListIdentity, args: ConnectionArguments, defaultSize: number): ListPageRequest {
  const { first, after, last, before } = args;
  if (first != null && last != null) {
    throw pageArgumentError('firstAndLast', {});
  }
  checkSize('first', first);
  checkSize('last', last);
  const scope = listScope(identity);
  const start = after != null ? decodeCursor(after, 'after', scope) + 1 : 0;
  const end = before != null ? decodeCursor(before, 'before', scope) : undefined;
  if (end !== undefined && end < start) return { scope, offset: start, limit: 0 };
  if (last != null) {
    if (end === undefined) return { scope, offset: start, limit: last, fromEnd: true };
    const offset = Math.max(start, end - last);
    return { scope, offset, limit: end - offset };
  }
  const size = first ?? defaultSize;
  return { scope, offset: start, limit: end === undefined ? size : Math.min(size, end - start) };
}

function checkSize(argument: string, size: number | null | undefined) {
  if (size != null && (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE)) throw pageSizeError(argument);
}

/**
 * `<list>:<digest of the filter arguments>`: a short SHA-256 of the arguments in a canonical form
 * (keys sorted, null and absent alike), so `{a, b}` and `{b, a}` share cursors but another filter does not.
 */
function listScope({ list, filter }: ListIdentity): string {
  const digest = createHash('sha256').update(canonicalJson(filter)).digest('base64url').slice(0, 8);
  return `${list}:${digest}`;
}

function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Cursors are opaque to clients: base64 of `cursor:<list>:<filter digest>:<offset>`. */
function encodeCursor(scope: string, offset: number): string {
  return Buffer.from(`cursor:${scope}:${offset}`, 'utf8').toString('base64');
}

function decodeCursor(cursor: string, argument: string, scope: string): number {
  const match = /^cursor:([A-Za-z]+):([\w-]{8}):(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match || Number(match[3]) > MAX_CURSOR_OFFSET) throw pageArgumentError('cursorInvalid', { argument });
  const [list] = scope.split(':');
  if (match[1] !== list) throw pageArgumentError('cursorOtherList', { argument, given: match[1], list });
  if (`${match[1]}:${match[2]}` !== scope) throw pageArgumentError('cursorOtherFilter', { argument });
  return Number(match[3]);
}

/** Wraps one page (as `findPage` read it, with the window it resolved) into a connection. */
export function toConnection<T>({ rows, totalCount, offset }: PageOf<T>, page: ListPageRequest): Connection<T> {
  const edges = rows.map((node, index) => ({ cursor: encodeCursor(page.scope, offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + rows.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
