import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context/request-context.js';

/** The codes of a refused field (auth-checker.ts): 401 and 403 while nothing else was answered. */
const REFUSAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * A refused field is a field error: Apollo would still take the HTTP status its error names (401/403) for the whole
 * answer. Once the document has run and `data` is there, the answer is a partial one, and the GraphQL-over-HTTP spec
 * wants 200 for it ("If the GraphQL response contains a non-null data entry then the server MUST use the 200 status
 * code"), as for any other partial answer. Without `data` (a refused mutation voids it: mutation fields stay non-null,
 * and http/mutation-refusals.ts refuses such a document before it runs) the refusal keeps its 401/403.
 */
export function partialAnswerStatus(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const status = response.http.status;
          if (data == null || (status !== 401 && status !== 403)) return;
          if (errors?.some((error) => REFUSAL_CODES.has(String(error.extensions?.code)))) response.http.status = 200;
        },
      };
    },
  };
}
