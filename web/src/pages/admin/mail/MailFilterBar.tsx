import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterField, FilterGrid } from '../shared/filterStyles';
import { SearchField } from '../shared/SearchField';
import { useUrlFilters } from '../shared/useUrlFilters';
import { MAIL_SEARCH_MAX_LENGTH, MAIL_STATUSES, mailFiltersToParams, type MailFilters, parseMailFilters } from './mailFilters';
import { adminMailMessages as messages, mailStatusLabels } from './messages';

/**
 * Search and status filter of the outbox, kept in the URL (`?q=&status=`) like the other admin lists: typing
 * searches after a pause (the URL replaced, so Back does not step through every letter), Enter at once.
 */
export function MailFilterBar() {
  const id = useId();
  const intl = useIntl();
  const { filters, text, setText, apply, submit } = useUrlFilters(parseMailFilters, mailFiltersToParams);
  return (
    <FilterGrid>
      <SearchField
        label={messages.search}
        value={text}
        maxLength={MAIL_SEARCH_MAX_LENGTH}
        onChange={setText}
        onSubmit={submit}
        testId="mail-search"
      />
      <FilterField>
        <label htmlFor={`${id}-status`}>
          <FormattedMessage {...messages.status} />
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => apply({ q: text, status: (event.target.value || null) as MailFilters['status'] })}
          data-testid="mail-status-filter"
        >
          <option value="">{intl.formatMessage(messages.allStatuses)}</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(mailStatusLabels[status])}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterGrid>
  );
}
