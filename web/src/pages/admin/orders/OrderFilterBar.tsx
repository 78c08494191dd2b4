import { type FormEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import AdminOrdersPageCoursesQueryNode, { type AdminOrdersPageCoursesQuery } from '../../../__generated__/AdminOrdersPageCoursesQuery.graphql';
import { useCourseOptions } from '../shared/courseOptions';
import { LoadErrorBoundary } from '../shared/LoadFailed';
import { adminOrdersMessages as messages, orderStatusLabels } from './messages';
import { ORDER_STATUSES, type OrderFilters, orderFiltersToParams, parseOrderFilters, SEARCH_MAX_LENGTH } from './orderFilters';

/** How long typing pauses before the list is asked for (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const Bar = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.5fr);
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label { font-weight: 600; }
  input, select {
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

/**
 * Search, status and course filter of the orders view (SPEC §2), all in the URL (`?q=&status=&course=`), so a
 * filtered list can be reloaded, shared and gone back to. Typing searches after a pause (the URL is replaced,
 * not pushed, so Back does not step through every letter); Enter searches at once.
 */
export function OrderFilterBar({ coursesRef }: { coursesRef: PreloadedQuery<AdminOrdersPageCoursesQuery> }) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const [text, setText] = useState(filters.q);
  // The search this field last put into the URL: a different one there came from Back or a link.
  const sent = useRef(filters.q);

  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  const apply = (patch: Partial<OrderFilters>, replace = false) => {
    const next = { ...filters, ...patch };
    sent.current = next.q.trim();
    setParams(orderFiltersToParams(next), { replace });
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
            <FormattedMessage {...messages.search} />
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-search-hint`}
            autoComplete="off"
            data-testid="orders-search"
          />
          <small id={`${id}-search-hint`}>
            <FormattedMessage {...messages.searchHint} />
          </small>
        </Field>
      </form>
      <Field>
        <label htmlFor={`${id}-status`}>
          <FormattedMessage {...messages.status} />
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => apply({ status: (event.target.value || null) as OrderFilters['status'] })}
          data-testid="orders-status-filter"
        >
          <option value="">{intl.formatMessage(messages.allStatuses)}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(orderStatusLabels[status])}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-course`}>
          <FormattedMessage {...messages.course} />
        </label>
        {/* Until the courses are there (or if they fail), only "all courses" and a chosen one's number. */}
        <LoadErrorBoundary fallback={() => <CourseSelect id={`${id}-course`} filters={filters} onChange={apply} />}>
          <Suspense fallback={<CourseSelect id={`${id}-course`} filters={filters} onChange={apply} />}>
            <LoadedCourseSelect id={`${id}-course`} coursesRef={coursesRef} filters={filters} onChange={apply} />
          </Suspense>
        </LoadErrorBoundary>
      </Field>
    </Bar>
  );
}

interface CourseSelectProps {
  id: string;
  filters: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
  options?: { databaseId: number; label: string }[];
}

function CourseSelect({ id, filters, onChange, options }: CourseSelectProps) {
  const intl = useIntl();
  const known = options?.some((option) => option.databaseId === filters.course);
  return (
    <select
      id={id}
      value={filters.course ?? ''}
      disabled={!options}
      onChange={(event) => onChange({ course: event.target.value ? Number(event.target.value) : null })}
      data-testid="orders-course-filter"
    >
      <option value="">{intl.formatMessage(messages.allCourses)}</option>
      {filters.course && !known && <option value={filters.course}>#{filters.course}</option>}
      {options?.map((option) => (
        <option key={option.databaseId} value={option.databaseId}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function LoadedCourseSelect({ coursesRef, ...props }: Omit<CourseSelectProps, 'options'> & { coursesRef: PreloadedQuery<AdminOrdersPageCoursesQuery> }) {
  const data = usePreloadedQuery<AdminOrdersPageCoursesQuery>(AdminOrdersPageCoursesQueryNode, coursesRef);
  return <CourseSelect {...props} options={useCourseOptions(data)} />;
}
