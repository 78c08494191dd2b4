import { useEffect, useRef } from 'react';

/**
 * docs/SPEC.md §7's admin refresh: calls `refresh` every `everyMs` while the tab is visible, and once at once when
 * it comes back into view after at least `everyMs` hidden (a busy Monday: the list another admin changed
 * shows without a reload). Give it a Relay refetch with `fetchPolicy: 'network-only'` (or `fetchQuery`),
 * which updates the store without suspending the view. `null`: no refresh (a live stream keeps the view current).
 */
export function usePeriodicRefresh(refresh: () => void, everyMs: number | null): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (everyMs === null) return;
    let last = Date.now();
    const run = () => {
      last = Date.now();
      latest.current();
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= everyMs) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs]);
}
