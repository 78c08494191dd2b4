import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminRequestsPageQuery } from '../../../__generated__/AdminRequestsPageQuery.graphql';
import { CheckRow } from '../../../ui/form/fieldStyles';
import { AdminView } from '../shared/AdminView';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import type { AdminRequestsLoaderData } from './adminRequestsLoader';
import { ContactMessagesTable, ContactMessagesTableSkeleton } from './ContactMessagesTable';
import { FilterBar } from './FilterBar';
import { adminRequestsMessages as messages } from './messages';
import { RequestActionsProvider } from './RequestActions';

const requestsPageQuery = graphql`
  query AdminRequestsPageQuery($search: String, $onlyCourseRequests: Boolean) {
    ...ContactMessagesTable_query @arguments(search: $search, onlyCourseRequests: $onlyCourseRequests)
  }
`;

const Check = styled(CheckRow)`
  min-height: 44px;
  align-items: center;
`;

/** docs/SPEC.md §2/§6 contact requests view: every contact message, a "course requests only" filter, View and Convert to Order. */
export function AdminRequestsPage() {
  const { listRef } = useLoaderData() as AdminRequestsLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!listRef) return null;
  return (
    <ToastProvider>
      <RequestActionsProvider>
        <RequestsView listRef={listRef} />
      </RequestActionsProvider>
    </ToastProvider>
  );
}

function RequestsView({ listRef }: { listRef: PreloadedQuery<AdminRequestsPageQuery> }) {
  return (
    <AdminView<AdminRequestsPageQuery>
      title={messages.title}
      testId="admin-requests"
      query={requestsPageQuery}
      reference={listRef}
      loadFailed={messages.loadFailed}
      errorTestId="messages-error"
      loading={<ContactMessagesTableSkeleton />}
      before={
        <>
          <FilterBar label={messages.search} hint={messages.searchHint} testId="messages-search">
            {(filters, apply) => (
              <Check htmlFor="messages-only-requests">
                <input
                  id="messages-only-requests"
                  type="checkbox"
                  checked={filters.onlyCourseRequests}
                  onChange={(event) => apply({ onlyCourseRequests: event.target.checked })}
                  data-testid="messages-only-requests"
                />
                <span>
                  <FormattedMessage {...messages.onlyCourseRequests} />
                </span>
              </Check>
            )}
          </FilterBar>
        </>
      }
      after={<ToastOutlet />}
    >
      {(reference) => <RequestsResults reference={reference} />}
    </AdminView>
  );
}

function RequestsResults({ reference }: { reference: PreloadedQuery<AdminRequestsPageQuery> }) {
  const data = usePreloadedQuery<AdminRequestsPageQuery>(requestsPageQuery, reference);
  const { search = null, onlyCourseRequests = false } = reference.variables;
  return <ContactMessagesTable query={data} variables={{ search, onlyCourseRequests: onlyCourseRequests ?? false }} />;
}
