/**
 * The first use of `Intl` in a page loads the browser's locale data: 45-110 ms of one task here (measured in
 * Chromium on a machine of Lighthouse CPU index ~1,100), four times that on a phone, and the page's largest task
 * while it hydrated. That data and V8's lists of locales belong to the whole renderer process, so a worker can
 * pay for them on another core: the page's own first `Intl` calls then take well under a millisecond.
 *
 * Started by the page's first script (boot.ts); the promise resolves when the worker is done, when it fails (no workers, a blocked
 * script), or after `patienceMs`, whichever is first: a page never waits long for it, it only loses the gain.
 */
export function warmIntlOffMainThread(language: string, patienceMs = 1500): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise<void>((resolve) => {
    // Never terminated from here: a worker ended while its script is still on its way leaves a request that
    // never finishes (a page that never goes quiet), and a late worker still spares a later `Intl` call.
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, patienceMs);
    try {
      const worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name: 'intl-warm-up' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(language);
    } catch {
      done();
    }
  });
}
