// @ts-check
/// <reference lib="webworker" />
/**
 * The trainer's phone at the pool, where the network comes and goes: this worker lets the trainer page (and only it:
 * registered with the scope /trainer, so it never sees the public pages or the rest of the back office) reload without
 * a network and show the roster as last loaded. It keeps the page's shell, its scripts and the answers of the three
 * queries the page asks (who is signed in, the week's courses, a course's roster); nothing else. Online, the network
 * always answers first (a kept copy only stands in when there is no answer at all); the scripts are the exception,
 * their names carry their content's hash, so a kept one is never out of date. Marks are no business of this worker:
 * the page keeps them in localStorage and sends them when the network is back (markQueue.ts). Signing out deletes
 * what it kept (trainerOffline.ts).
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// The page deletes every cache whose name starts with this when the trainer signs out (keep both in step).
const CACHE = 'h2o-trainer-v1';
const SHELL = '/trainer';
const OPERATIONS = new Set(['adminSessionViewerQuery', 'TrainerCourseListQuery', 'TrainerRosterQuery']);

sw.addEventListener('install', (event) => event.waitUntil(sw.skipWaiting()));

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('h2o-trainer') && key !== CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

/**
 * What a request is to this worker: the page's shell (any /trainer address: the server sends the same shell for each),
 * a hashed script or style, one of the page's queries, or nothing (then the browser handles it as if there were no worker).
 * @param {string} href
 * @param {string} method
 * @returns {'shell' | 'asset' | 'data' | null}
 */
function kindOf(href, method) {
  if (method !== 'GET') return null;
  const url = new URL(href);
  if (url.origin !== sw.location.origin) return null;
  if (url.pathname === SHELL) return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname === '/graphql' && OPERATIONS.has(url.searchParams.get('operationName') ?? '')) return 'data';
  return null;
}

/** @param {string} kind @param {string} href */
const keyOf = (kind, href) => (kind === 'shell' ? SHELL : href);

/** @param {Response} response */
const keepable = (response) => response.ok && response.type === 'basic';

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  const kind = kindOf(request.url, request.method);
  if (!kind || (kind === 'shell' && request.mode !== 'navigate')) return;
  const key = keyOf(kind, request.url);
  event.respondWith(kind === 'asset' ? cacheFirst(event, key) : networkFirst(event, key));
});

/** @param {FetchEvent} event @param {string} key */
async function networkFirst(event, key) {
  try {
    const response = await fetch(event.request);
    if (keepable(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
    }
    return response;
  } catch (noAnswer) {
    const kept = await caches.match(key, { cacheName: CACHE, ignoreVary: true });
    if (kept) return kept;
    throw noAnswer;
  }
}

/** @param {FetchEvent} event @param {string} key */
async function cacheFirst(event, key) {
  const kept = await caches.match(key, { cacheName: CACHE, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
  }
  return response;
}

/**
 * The page tells what it loaded before this worker controlled it (the first visit): the shell, scripts and query
 * answers are fetched once more and kept, so the very first visit already works offline. Answers the port when done.
 */
sw.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        data.urls.map(async (/** @type {unknown} */ href) => {
          if (typeof href !== 'string') return;
          const kind = kindOf(href, 'GET');
          if (!kind) return;
          const key = keyOf(kind, href);
          // Scripts never change under their name; the shell and answers are asked again (the page just had them fresh).
          if (kind === 'asset' && (await cache.match(key, { ignoreVary: true }))) return;
          try {
            // The API's CSRF check wants this header on a GET query, as the page's own requests send it.
            const headers = kind === 'data' ? { Accept: 'application/json', 'apollo-require-preflight': 'true' } : undefined;
            const response = await fetch(key, { credentials: 'same-origin', headers });
            if (keepable(response)) await cache.put(key, response);
          } catch {
            // No network right now: kept the next time the page asks it online.
          }
        }),
      );
      event.ports[0]?.postMessage('kept');
    })(),
  );
});
