import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '../../i18n/format';
import { Chip } from '../../ui/Chip';
import type { CourseFilterKey, CourseFilters } from './courseFilters';
import { ageGroupMessages, courseTypeMessages, enumLabel, levelMessages } from './enumMessages';
import { filterMessages } from './messages';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

interface Props {
  filters: CourseFilters;
  onRemove: (key: CourseFilterKey) => void;
}

/** One removable chip per active filter. */
export function FilterChips({ filters, onRemove }: Props) {
  const intl = useIntl();
  const chips: { key: CourseFilterKey; label: string }[] = [];
  if (filters.ageGroup) {
    chips.push({
      key: 'ageGroup',
      label: intl.formatMessage(filterMessages.chipAge, { value: enumLabel(intl, ageGroupMessages, filters.ageGroup) }),
    });
  }
  if (filters.level) {
    chips.push({
      key: 'level',
      label: intl.formatMessage(filterMessages.chipLevel, { value: enumLabel(intl, levelMessages, filters.level) }),
    });
  }
  if (filters.courseType) {
    chips.push({
      key: 'courseType',
      label: intl.formatMessage(filterMessages.chipType, { value: enumLabel(intl, courseTypeMessages, filters.courseType) }),
    });
  }
  if (filters.onlyAvailable) {
    chips.push({ key: 'onlyAvailable', label: intl.formatMessage(filterMessages.chipAvailable) });
  }
  if (filters.maxPriceCents !== undefined) {
    chips.push({
      key: 'maxPriceCents',
      label: intl.formatMessage(filterMessages.chipMaxPrice, { value: formatMoney(filters.maxPriceCents, intl.locale) }),
    });
  }
  if (filters.search) {
    chips.push({ key: 'search', label: intl.formatMessage(filterMessages.chipSearch, { value: filters.search }) });
  }

  if (chips.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage(filterMessages.chipsLabel)}>
      {chips.map(({ key, label }) => (
        <li key={key}>
          <Chip
            label={label}
            removeLabel={intl.formatMessage(filterMessages.removeChip, { label })}
            onRemove={() => onRemove(key)}
            testId={`filter-chip-${key}`}
          />
        </li>
      ))}
    </List>
  );
}
