import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the list is asked for (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's filters kept in the URL, so a filtered list can be reloaded, shared and gone back to. The search text
 * goes there after a pause in typing (replacing the URL, so Back does not step through every letter), or at once
 * on `submit` (Enter); the other filters at once through `apply`.
 *
 * `parse` and `toParams` are module functions (read and write the view's own parameters), not made anew each render.
 */
export function useUrlFilters<F extends { q: string }>(parse: (params: URLSearchParams) => F, toParams: (filters: F) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const [text, setText] = useState(filters.q);
  // The search this field last put into the URL: a different one there came from Back or a link.
  const sent = useRef(filters.q);

  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  // Rebuilt only when the URL changes (then `filters` and `setParams` are new), so the pause below restarts only
  // when the text or the filters change.
  const apply = useCallback(
    (patch: Partial<F>, replace = false) => {
      const next = { ...filters, ...patch };
      sent.current = next.q.trim();
      setParams(toParams(next), { replace });
    },
    [filters, setParams, toParams],
  );

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => apply({ q: text } as Partial<F>, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, apply]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== filters.q.trim()) apply({ q: text } as Partial<F>);
  };

  return { filters, text, setText, apply, submit };
}
