import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/**
 * GraphiQL's editors are Monaco, which runs its language services in web workers. Vite only bundles a
 * worker it sees imported with `?worker`, so they are named here (served from /assets, same origin,
 * which the page's CSP allows). graphiql's own `setup-workers/vite` does the same but logs every worker.
 */
(globalThis as { MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker } }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
