/**
 * The trainer page's offline copy (web/public/trainer-sw.js): a service worker for /trainer alone keeps the page and the
 * answers it loaded, so a reload at the pool without network shows the roster as last loaded.
 */
const WORKER = '/trainer-sw.js';
const SCOPE = '/trainer';
/** The worker's caches start with this (its CACHE constant). */
const CACHE_PREFIX = 'h2o-trainer';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/** What the page has loaded: its address, scripts, styles and query answers (the worker picks what it keeps). */
function loadedUrls(): string[] {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...resources];
}

/** The registration's worker once it is active (a new one installs first), or null if it fails to. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
      else if (worker.state === 'redundant') resolve(null);
    });
  });
}

/**
 * Registers the worker and hands it what the page loaded before it was in control (the first visit); resolves true once
 * the worker has kept it all, false where there is no worker (an old browser, plain http on a LAN address).
 */
export async function keepTrainerPageOffline(): Promise<boolean> {
  if (!supported()) return false;
  try {
    const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    // Not `navigator.serviceWorker.ready`: a trainer arrives from the sign-in page, and a page belongs to the worker of
    // the address it was opened at, so this one is never in its scope (`ready` would wait for ever). The worker keeps
    // what this page loaded all the same, and the next load of /trainer (a reload at the pool) is its.
    const worker = await activated(registration);
    if (!worker) return false;
    const channel = new MessageChannel();
    const kept = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
    worker.postMessage({ type: 'keep', urls: loadedUrls() }, [channel.port2]);
    await kept;
    return true;
  } catch (error) {
    // Without it the page works as before, online; it only cannot reload offline.
    console.warn('The trainer page is not kept for offline use', error);
    return false;
  }
}

/** Signing out: nothing of the account stays on the phone for the next person who opens the page offline. */
export async function forgetTrainerPageOffline(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
