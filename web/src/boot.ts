/**
 * The page's first script: it starts the app (main.tsx) only after the browser has painted the server's HTML.
 * The page arrives rendered, so its code is for later (hydration); fetched while the HTML was still being
 * parsed and painted, the ~200 KiB of it shared a phone's slow connection with what the first paint needs
 * (Lighthouse's simulated mobile LCP counted it: 2.2-2.9 s on pages whose text was there at 0.7 s).
 * A hidden tab does not paint, so a timer starts it there.
 */
await new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 200);
  requestAnimationFrame(() => setTimeout(() => {
    clearTimeout(timer);
    resolve();
  }, 0));
});
await import('./main');

export {};
