import { useEffect, useState } from 'react';

/**
 * False in the server render and in the browser's first render (so hydration matches the server's HTML),
 * true from then on: for what is private to the visitor (the cart, an order) and never in server HTML.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}
