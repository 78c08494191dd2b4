import { holdInteractionsUntilHydrated } from './ssr/heldInteractions';
import { warmIntlOffMainThread } from './ssr/intlWarmUp';
import { STARTUP_PREFETCH_ID } from './ssr/document';
import { nextTask } from './ssr/nextTask';

/**
 * The page's first script. The page arrives rendered, so its code is for later (hydration): index.html inserts this
 * script only once the server's HTML is painted (web/build/entry-after-first-paint.ts). Fetched and compiled while the
 * HTML was laid out and painted, the ~30 modules slowed that first layout fourfold here (15 → 55-95 ms, two cores),
 * which a phone pays again, and Lighthouse's simulated mobile LCP charged the page's text with all of them (2.7-3.3 s
 * on pages whose text was painted at 0.3 s). Taps and typing before the app has taken over are held and done again
 * then (./ssr/heldInteractions.ts).
 */
const release = holdInteractionsUntilHydrated();
const intlWarm = warmIntlOffMainThread(document.documentElement.lang || 'de');
try {
  // The page's own chunks and those imported below, fetched together now instead of each after the one before
  // (ssr/modulePreloads.ts); in a task of their own, as inserting ~30 links is work of its own (each starts a request).
  await nextTask();
  const prefetches = document.getElementById(STARTUP_PREFETCH_ID);
  if (prefetches instanceof HTMLTemplateElement) document.head.append(prefetches.content);
  // The libraries start one per task: imported with the app, their modules were all evaluated in one task
  // (36 ms here, 150-220 ms at Lighthouse's 4x CPU slowdown: a phone's input waited that long).
  // Each takes one name the app uses: a whole namespace imported would keep every export from tree-shaking.
  const libraries = [
    () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
    () => import('relay-runtime').then(({ Environment }) => Environment),
    () => import('react-relay/hooks').then(({ RelayEnvironmentProvider }) => RelayEnvironmentProvider),
    () => import('react-router-dom').then(({ RouterProvider }) => RouterProvider),
    () => import('styled-components').then(({ ThemeProvider }) => ThemeProvider),
  ];
  for (const start of libraries) {
    await start();
    await nextTask();
  }
  const { startApp } = await import('./main');
  await intlWarm;
  await nextTask();
  await startApp();
} finally {
  await release();
}

export {};
