import { Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import AdminOrdersPageCoursesQueryNode, {
  type AdminOrdersPageCoursesQuery,
} from '../../../__generated__/AdminOrdersPageCoursesQuery.graphql';
import { useCourseOptions } from '../shared/courseOptions';
import { FilterField, FilterGrid } from '../shared/filterStyles';
import { LoadErrorBoundary } from '../shared/LoadFailed';
import { SearchField } from '../shared/SearchField';
import { useUrlFilters } from '../shared/useUrlFilters';
import { adminOrdersMessages as messages, orderStatusLabels, paymentStatusLabels } from './messages';
import {
  ORDER_STATUSES,
  type OrderFilters,
  orderFiltersToParams,
  PAYMENT_STATUSES,
  parseOrderFilters,
  SEARCH_MAX_LENGTH,
} from './orderFilters';

// The shared bar with four columns (search, status, payment status, course) from `lg` on.
const Bar = styled(FilterGrid)`
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr);
  }
`;

/**
 * Search, status, payment status and course filter of the orders view (docs/SPEC.md §2), all in the URL (`?q=&status=&payment=&course=`), so a
 * filtered list can be reloaded, shared and gone back to. Typing searches after a pause (the URL is replaced,
 * not pushed, so Back does not step through every letter); Enter searches at once.
 */
export function OrderFilterBar({ coursesRef }: { coursesRef: PreloadedQuery<AdminOrdersPageCoursesQuery> }) {
  const intl = useIntl();
  const id = useId();
  const { filters, text, setText, apply, submit } = useUrlFilters(parseOrderFilters, orderFiltersToParams);

  return (
    <Bar>
      <SearchField
        label={messages.search}
        hint={messages.searchHint}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={setText}
        onSubmit={submit}
        testId="orders-search"
      />
      <FilterField>
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
      </FilterField>
      <FilterField>
        <label htmlFor={`${id}-payment`}>
          <FormattedMessage {...messages.paymentStatus} />
        </label>
        <select
          id={`${id}-payment`}
          value={filters.payment ?? ''}
          onChange={(event) => apply({ payment: (event.target.value || null) as OrderFilters['payment'] })}
          data-testid="orders-payment-filter"
        >
          <option value="">{intl.formatMessage(messages.allPaymentStatuses)}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(paymentStatusLabels[status])}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField>
        <label htmlFor={`${id}-course`}>
          <FormattedMessage {...messages.course} />
        </label>
        {/* Until the courses are there (or if they fail), only "all courses" and a chosen one's number. */}
        <LoadErrorBoundary fallback={() => <CourseSelect id={`${id}-course`} filters={filters} onChange={apply} />}>
          <Suspense fallback={<CourseSelect id={`${id}-course`} filters={filters} onChange={apply} />}>
            <LoadedCourseSelect id={`${id}-course`} coursesRef={coursesRef} filters={filters} onChange={apply} />
          </Suspense>
        </LoadErrorBoundary>
      </FilterField>
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

function LoadedCourseSelect({
  coursesRef,
  ...props
}: Omit<CourseSelectProps, 'options'> & { coursesRef: PreloadedQuery<AdminOrdersPageCoursesQuery> }) {
  const data = usePreloadedQuery<AdminOrdersPageCoursesQuery>(AdminOrdersPageCoursesQueryNode, coursesRef);
  return <CourseSelect {...props} options={useCourseOptions(data)} />;
}
