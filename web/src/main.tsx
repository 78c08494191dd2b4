import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { loadCatalogue } from './i18n/catalogues';
import { prepareIntl } from './i18n/LanguageProvider';
import { initialLanguage, isLanguage } from './i18n/languageChoice';
import { clientEnvironment } from './relay/environment';
import { patchAdminRoutes, routes } from './routes/routes';
import { prepareHydration, readServerRecords } from './ssr/hydration';
import { nextTask } from './ssr/nextTask';

/** Calls `done` once the first render (or hydration) has committed: React handles events from then on. */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Starts the app (boot.ts calls it after the first paint); resolves when the page is React's, so that what the
 * visitor did before can be done again (./ssr/heldInteractions.ts).
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  let done = () => {};
  const committed = new Promise<void>((resolve) => (done = resolve));

  // A server-rendered page carries its Relay records; without them (the Vite dev server, or a server
  // render that failed) the app renders in the browser as before.
  const records = readServerRecords();
  const environment = clientEnvironment(records ?? undefined);

  if (records) {
    // Building the store from the records is a task's worth of work on a phone (~5 ms here); what follows gets
    // tasks of its own.
    await nextTask();
    // The server decided the language (lang cookie, else Accept-Language) and wrote it into <html lang>.
    const serverLanguage = document.documentElement.lang;
    const language = isLanguage(serverLanguage) ? serverLanguage : initialLanguage();
    // Each step in a task of its own, the intl object while the page's chunks are still on their way.
    const intlReady = loadCatalogue(language)
      .then(nextTask)
      .then(() => prepareIntl(language));
    const [hydrationData] = await Promise.all([prepareHydration(routes, environment), intlReady]);
    await nextTask();
    const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: patchAdminRoutes });
    await nextTask();
    // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead
    // of hydrating the whole page in one task (on a phone's CPU that task took over a second, the page
    // frozen and Lighthouse's Total Blocking Time at 2 s). A tap meanwhile still hydrates its target at once.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders environment={environment} language={language} siteOrigin={window.location.origin} hydrating>
            <Committed done={done}>
              <RouterProvider router={router} />
            </Committed>
          </AppProviders>
        </StrictMode>,
      );
    });
  } else {
    await loadCatalogue(initialLanguage());
    const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
    createRoot(container).render(
      <StrictMode>
        <AppProviders environment={environment} siteOrigin={window.location.origin}>
          <Committed done={done}>
            <RouterProvider router={router} />
          </Committed>
        </AppProviders>
      </StrictMode>,
    );
  }
  return committed;
}
