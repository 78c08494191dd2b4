import { useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server render and while React hydrates the server's HTML (however late a Suspense boundary
 * hydrates), true from then on and at once for what mounts later: for what is private to the visitor (the
 * cart, an order) and never in server HTML. useSyncExternalStore's server snapshot is what makes hydration
 * read false even when the visitor's data landed in the store before that part of the page hydrated.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
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
