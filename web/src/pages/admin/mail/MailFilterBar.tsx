import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FilterField, FilterGrid } from '../shared/filterStyles';
import { SearchField } from '../shared/SearchField';
import { MAIL_SEARCH_MAX_LENGTH, MAIL_STATUSES, parseMailFilters } from './mailFilters';
import { adminMailMessages as messages, mailStatusLabels } from './messages';

/** Search and status filter of the outbox, kept in the URL (`?q=&status=`); the search runs on Enter. */
export function MailFilterBar() {
  const id = useId();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = parseMailFilters(params);
  const [text, setText] = useState(filters.q);
  // A different search in the URL came from Back or a link: the field shows it.
  useEffect(() => setText(filters.q), [filters.q]);
  const apply = (q: string, status: string | null) => {
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (status) next.set('status', status);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text, filters.status);
  };
  return (
    <FilterGrid>
      <SearchField label={messages.search} value={text} maxLength={MAIL_SEARCH_MAX_LENGTH} onChange={setText} onSubmit={submit} testId="mail-search" />
      <FilterField>
        <label htmlFor={`${id}-status`}>
          <FormattedMessage {...messages.status} />
        </label>
        <select id={`${id}-status`} value={filters.status ?? ''} onChange={(event) => apply(text, event.target.value || null)} data-testid="mail-status-filter">
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
