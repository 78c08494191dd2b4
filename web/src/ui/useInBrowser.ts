import { startTransition, useEffect, useState } from 'react';

/** Set once a component using useInBrowser has mounted: the layout has hydrated, so later mounts are in the browser. */
let layoutHydrated = false;

/**
 * False in the server render and while React hydrates the server's HTML, true from then on, and at once for
 * what mounts later (the cart panel opened by a tap): for what is private to the visitor (the cart, an order)
 * and never in server HTML. For the layout's parts (header, cart panel), which hydrate with the page's first
 * pass; a part inside a Suspense boundary that hydrates later would read true too early.
 *
 * The flag turns in a transition, for this component alone: neither a context change (it would make React
 * hydrate every boundary still waiting, such as the newsletter form that loads near the footer) nor
 * useSyncExternalStore (a browser snapshot unlike the server's forces a synchronous re-render right after
 * hydration, and React finished hydrating the whole page synchronously with it: over half a second on a
 * phone's CPU, most of /courses' Total Blocking Time).
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(layoutHydrated);
  useEffect(() => {
    layoutHydrated = true;
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}

/**
 * False in the server render and in the first render in the browser, true once mounted (one render later):
 * for pages that render their content in the browser only and start from their own effects (the checkout,
 * the order page), so their effects run after the layout's (the cart query before the hold).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
