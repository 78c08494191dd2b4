import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * New page or new filters: start reading from the top (SPEC §2). Not the page the visitor arrived on: the browser
 * placed it (a reload or a link to an anchor), and on a phone the visitor may have scrolled while the app was still
 * on its way; thrown back to the top when it took over, they lost their place, and a tap meant for what they had
 * scrolled to landed on whatever was there after the jump (before-hydration.test.ts).
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const page = pathname + search;
    if (shown.current !== null && shown.current !== page) window.scrollTo(0, 0);
    shown.current = page;
  }, [pathname, search]);
  return null;
}
