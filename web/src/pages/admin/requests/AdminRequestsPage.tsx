import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminRequestsPageQuery } from '../../../__generated__/AdminRequestsPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { CheckRow } from '../../../ui/form/fieldStyles';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { ViewPage } from '../shared/tableStyles';
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

/** SPEC §2/§6 contact requests view: every contact message, a "course requests only" filter, View and Convert to Order. */
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
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<AdminRequestsPageQuery>(requestsPageQuery, listRef);
  return (
    <ViewPage data-testid="admin-requests">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
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
      <LoadErrorBoundary
        key={referenceKey(reference)}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="messages-error" />}
      >
        <Suspense fallback={<ContactMessagesTableSkeleton />}>
          <RequestsResults reference={reference} />
        </Suspense>
      </LoadErrorBoundary>
      <ToastOutlet />
    </ViewPage>
  );
}

function RequestsResults({ reference }: { reference: PreloadedQuery<AdminRequestsPageQuery> }) {
  const data = usePreloadedQuery<AdminRequestsPageQuery>(requestsPageQuery, reference);
  const { search = null, onlyCourseRequests = false } = reference.variables;
  return <ContactMessagesTable query={data} variables={{ search, onlyCourseRequests: onlyCourseRequests ?? false }} />;
}
