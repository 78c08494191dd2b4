import type { Client } from 'graphql-sse';
import { Observable, type SubscribeFunction } from 'relay-runtime';

/** Where the API serves subscriptions, as Server-Sent Events (README "Public API": Subscriptions). */
export const GRAPHQL_STREAM_ENDPOINT = '/graphql/stream';

/** Reconnections graphql-sse's client tries (with its randomised back-off) before the subscription errors. */
const RETRY_ATTEMPTS = 3;

let client: Promise<Client> | undefined;

/** graphql-sse's client, loaded with the first subscription: only the admin area subscribes, public pages never load it. */
const streamClient = () =>
  (client ??= import('graphql-sse').then(({ createClient }) =>
    createClient({ url: GRAPHQL_STREAM_ENDPOINT, credentials: 'include', retryAttempts: RETRY_ATTEMPTS }),
  ));

/**
 * Relay's subscriptions over graphql-sse's client, one stream per subscription ("distinct connections", which any
 * instance behind the site's address can take). Like fetchGraphQL it sends ids, never documents: the persisted id
 * and the operation's name (the API looks the text up). A stream that breaks is opened again by the client; one that
 * cannot be opened again, or a refusal (401/403: signed out), errors the subscription, and its view falls back to
 * refreshing on a timer (web/src/pages/admin/orders/liveOrderEvents.ts).
 */
export const subscribeGraphQL: SubscribeFunction = (request, variables) => {
  if (!request.id) throw new Error(`${request.name} has no persisted id: run \`npm run relay\` (relay.config.js persists every operation)`);
  const id = request.id;
  return Observable.create((sink) => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    streamClient().then(
      (stream) => {
        if (cancelled) return;
        unsubscribe = stream.subscribe(
          // No `query`: the server knows the document by its hash (graphql-sse's type wants one; JSON leaves it out).
          { operationName: request.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } } as unknown as {
            query: string;
          },
          {
            next: (result) => sink.next(result as never),
            error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });
};
