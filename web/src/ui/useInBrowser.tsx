import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const InBrowserContext = createContext(false);

/**
 * Says "in the browser" to everything below it once the app's first render has committed, in a transition.
 * A transition, not useSyncExternalStore: a store whose browser snapshot differs from the server's forces a
 * synchronous re-render right after hydration, and React finished hydrating the whole page synchronously with it
 * (one task of over half a second on a phone's CPU: most of /courses' Total Blocking Time). A transition waits
 * for hydration and is time-sliced like it.
 */
export function InBrowserProvider({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return <InBrowserContext.Provider value={inBrowser}>{children}</InBrowserContext.Provider>;
}

/**
 * False in the server render and while React hydrates the server's HTML (however late a Suspense boundary
 * hydrates: the flag turns in a transition, which lets them hydrate first), true from then on and at once for
 * what mounts later (the cart panel opened by a tap): for what is private to the visitor (the cart, an order)
 * and never in server HTML.
 */
export function useInBrowser(): boolean {
  return useContext(InBrowserContext);
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
