import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page or new filters: start reading from the top (SPEC §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
