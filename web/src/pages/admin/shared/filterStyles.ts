import styled from 'styled-components';
import { inputStyles } from '../../../ui/form/fieldStyles';

/**
 * The filter bar above an admin list: stacked on a phone, the search (twice as wide) beside the next filter from
 * `sm` on. A view with more filters adds its own columns (`styled(FilterGrid)`).
 */
export const FilterGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/**
 * A filter's label above its search field or select (44 px high, a touch target), with a muted hint below. Only
 * search fields are widened: a checkbox in a field keeps its own size.
 */
export const FilterField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 700;
  }
  input[type='search'],
  select {
    ${inputStyles}
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
