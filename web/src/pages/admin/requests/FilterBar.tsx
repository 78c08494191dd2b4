import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseRequestFilters, type RequestFilters, requestFiltersToParams, SEARCH_MAX_LENGTH } from './requestFilters';

/** How long typing pauses before the list is asked for (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const Bar = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label { font-weight: 600; }
  input[type='search'], select {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

interface FilterBarProps {
  label: MessageDescriptor;
  hint: MessageDescriptor;
  testId: string;
  /** The view's other filter (status select, course-request checkbox), given the filters and how to change them. */
  children: (filters: RequestFilters, apply: (patch: Partial<RequestFilters>) => void) => ReactNode;
}

/**
 * Search and filter of the bookings and contact message views, in the URL (`?q=&status=&requests=1`), so a filtered
 * list can be reloaded and gone back to. Typing searches after a pause (the URL is replaced, not pushed); Enter at once.
 */
export function FilterBar({ label, hint, testId, children }: FilterBarProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRequestFilters(params), [params]);
  const [text, setText] = useState(filters.q);
  // The search this field last put into the URL: a different one there came from Back or a link.
  const sent = useRef(filters.q);

  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  const apply = (patch: Partial<RequestFilters>, replace = false) => {
    const next = { ...filters, ...patch };
    sent.current = next.q.trim();
    setParams(requestFiltersToParams(next), { replace });
  };

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => apply({ q: text }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `apply` is rebuilt each render; the pause starts again only when the text or the filters change.
  }, [text, filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== filters.q.trim()) apply({ q: text });
  };

  return (
    <Bar>
      <form role="search" onSubmit={submit}>
        <Field>
          <label htmlFor={`${id}-search`}>
            <FormattedMessage {...label} />
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-search-hint`}
            autoComplete="off"
            data-testid={testId}
          />
          <small id={`${id}-search-hint`}>
            <FormattedMessage {...hint} />
          </small>
        </Field>
      </form>
      {children(filters, (patch) => apply(patch))}
    </Bar>
  );
}
