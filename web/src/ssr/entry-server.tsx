/**
 * The server entry (built by `vite build --ssr`, imported by api/src/http/page-renderer.ts): renders one
 * page request to a complete HTML document.
 *
 * 1. A Relay environment for this request only, whose network runs operations in-process (`execute`).
 * 2. react-router's static handler runs the matched routes' loaders (they start the route queries in
 *    that environment, passed as `requestContext`) and loads the matched routes' lazy code.
 * 3. Wait until the queries have answered, then render and wait for everything (`allReady`). Not
 *    streamed: the status (404 comes from the page that renders it), the styles and the records are
 *    only known at the end, and with the data in-process the render takes milliseconds.
 * 4. The built index.html gets `<html lang>`, the page's head tags and styles, the HTML and the records.
 */
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../AppProviders';
import '../i18n/allCatalogues';
import type { Language } from '../i18n/languageChoice';
import { createEnvironment } from '../relay/environment';
import type { RouteContext } from '../relay/loadRouteQuery';
import { routes } from '../routes/routes';
import { renderDocument, splitHoisted } from './document';
import { modulePreloader } from './modulePreloads';
import { type ResponseStatus, ResponseStatusContext } from './responseStatus';
import { withRouteModules } from './routeModules';
import { type ExecuteOperation, serverNetwork } from './serverNetwork';

export type { ExecuteOperation } from './serverNetwork';
export { PAGE_PARAMETERS as pageParameters } from './pageParameters';

export interface RenderRequest {
  /** Absolute URL of the page, e.g. http://localhost:3000/course/1?x=y. */
  url: string;
  /** Decided by the API with the same rule as every other answer (lang cookie, else Accept-Language). */
  language: Language;
  execute: ExecuteOperation;
  /** The built index.html. */
  template: string;
  log: (message: string, error?: unknown) => void;
}

/** `records`: what the page read, from which the API's page cache learns what the page depends on. */
export type RenderResult = { status: number; html: string; records: Record<string, unknown> } | { status: number; location: string };

const handler = createStaticHandler(routes);
// This file is dist/server/entry-server.js; the browser build's manifest is dist/.vite/manifest.json.
const modulePreloadTags = modulePreloader(new URL('../.vite/manifest.json', import.meta.url));

export async function render({ url, language, execute, template, log }: RenderRequest): Promise<RenderResult> {
  const network = serverNetwork(execute, log);
  const environment = createEnvironment({ fetchFunction: network.fetchFunction, isServer: true });
  const requestContext: RouteContext = { environment };

  const { result: context, modules } = await withRouteModules(
    () => handler.query(new Request(url), { requestContext }),
    (result) => (result instanceof Response ? null : result.matches.map((match) => match.route.id).join('/')),
  );
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  await network.settled();

  const status: ResponseStatus = { code: context.statusCode };
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <ResponseStatusContext.Provider value={status}>
        <AppProviders environment={environment} language={language} siteOrigin={new URL(url).origin}>
          {/* hydrate={false}: no inline script with the router state (the CSP forbids it); main.tsx
              runs the loaders again against the embedded records instead. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </ResponseStatusContext.Provider>,
    );
    const stream = await renderToReadableStream(app, {
      // React moves a large finished Suspense boundary to the end of the stream and puts it in place
      // with an inline script, which the CSP forbids (script-src 'self'); the page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => log('server render failed', error),
    });
    await stream.allReady;
    const rendered = await new Response(stream).text();
    const { head, body } = splitHoisted(rendered);
    const records = environment.getStore().getSource().toJSON();
    const preloads = modulePreloadTags(modules, language);
    const html = renderDocument({ template, language, head, styles: sheet.getStyleTags(), appHtml: body, records, preloads });
    return { status: status.code, html, records };
  } finally {
    sheet.seal();
  }
}
