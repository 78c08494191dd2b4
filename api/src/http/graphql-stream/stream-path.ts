/** Where GraphQL subscriptions are served, as Server-Sent Events (./graphql-stream.ts; README "Public API": subscriptions). */
export const GRAPHQL_STREAM_PATH = '/graphql/stream';

/**
 * `/graphql` and `/graphql/stream`: the doors that run GraphQL documents, which the session check, the rate limits,
 * the same-site check on writes and CORS treat alike.
 */
export const isGraphQLPath = (path: string) => path === '/graphql' || path === GRAPHQL_STREAM_PATH;
