import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { FilterGrid } from '../shared/filterStyles';
import { SearchField } from '../shared/SearchField';
import { useUrlFilters } from '../shared/useUrlFilters';
import { parseRequestFilters, type RequestFilters, requestFiltersToParams, SEARCH_MAX_LENGTH } from './requestFilters';

// The other filter (a checkbox, a select) lines up with the search field's bottom edge, not its label.
const Bar = styled(FilterGrid)`
  align-items: end;
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
  const { filters, text, setText, apply, submit } = useUrlFilters(parseRequestFilters, requestFiltersToParams);
  return (
    <Bar>
      <SearchField
        label={label}
        hint={hint}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={setText}
        onSubmit={submit}
        testId={testId}
      />
      {children(filters, (patch) => apply(patch))}
    </Bar>
  );
}
