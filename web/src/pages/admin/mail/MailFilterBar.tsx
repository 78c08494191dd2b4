import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAIL_SEARCH_MAX_LENGTH, MAIL_STATUSES, parseMailFilters } from './mailFilters';
import { adminMailMessages as messages, mailStatusLabels } from './messages';

// Laid out like the orders view's filter bar: stacked on a phone, search beside the status from `sm` on.
const Bar = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
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
`;

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
    <Bar>
      <form role="search" onSubmit={submit}>
        <Field>
          <label htmlFor={`${id}-q`}>
            <FormattedMessage {...messages.search} />
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={MAIL_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            data-testid="mail-search"
          />
        </Field>
      </form>
      <Field>
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
      </Field>
    </Bar>
  );
}
