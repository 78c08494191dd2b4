import { useCallback, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import styled from 'styled-components';
import ReviewsPanelPaginationQuery from '../../../__generated__/ReviewsPanelPaginationQuery.graphql';
import type { ReviewsPanel_query$key } from '../../../__generated__/ReviewsPanel_query.graphql';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { ToastProvider, ToastOutlet, useShowToast } from '../../../ui/ToastProvider';
import { LoadFailed } from '../shared/LoadFailed';
import { adminSharedMessages } from '../shared/messages';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { adminTestimonialsMessages as messages } from './messages';
import { ReviewRow } from './ReviewRow';
import { REVIEW_FILTERS, REVIEWS_REFRESH_MS, type ReviewAction, type ReviewFilter } from './reviewRules';
import { useApproveTestimonialMutation } from './useApproveTestimonialMutation';
import { useDeleteTestimonialMutation } from './useDeleteTestimonialMutation';
import { useHideTestimonialMutation } from './useHideTestimonialMutation';

/** Reviews per page. */
export const REVIEW_PAGE_SIZE = 20;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Tabs = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  button[aria-selected='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const FILTER_LABELS = { ALL: messages.filterAll, PENDING: messages.filterPending, APPROVED: messages.filterApproved } as const;

const COLUMNS: TableColumn[] = [
  { label: messages.columnName },
  { label: messages.columnCourse },
  { label: messages.columnRating },
  { label: messages.columnContent },
  { label: messages.columnDate, numeric: true },
  { label: messages.columnStatus },
  { label: adminSharedMessages.actions },
];

/** The table's frame with grey rows, while the reviews load. */
export function ReviewsSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="reviews-loading" />;
}

/**
 * docs/SPEC.md §2 reviews panel (the reviews view and the dashboard): filter tabs All / Pending (first shown) / Approved, a
 * refresh button and a refresh every 10 s (docs/SPEC.md §7), the table, approve / hide / delete (after a confirmation).
 */
export function ReviewsPanel({ query }: { query: ReviewsPanel_query$key }) {
  return (
    <ToastProvider>
      <ReviewsList query={query} />
      <ToastOutlet />
    </ToastProvider>
  );
}

function ReviewsList({ query }: { query: ReviewsPanel_query$key }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const toast = useShowToast();
  const { approve } = useApproveTestimonialMutation();
  const { hide } = useHideTestimonialMutation();
  const { deleteReview } = useDeleteTestimonialMutation();
  const [isSwitching, startTransition] = useTransition();
  const [failed, setFailed] = useState<ReviewFilter | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<{ id: string; name: string } | null>(null);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment ReviewsPanel_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "AdminTestimonialFilter", defaultValue: PENDING }
      )
      @refetchable(queryName: "ReviewsPanelPaginationQuery") {
        adminTestimonials(first: $count, after: $cursor, filter: $filter)
          @required(action: THROW)
          @connection(key: "ReviewsPanel_adminTestimonials", filters: ["filter"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...ReviewRow_review
            }
          }
        }
      }
    `,
    query,
  );
  const [filter, setFilter] = useState<ReviewFilter>('PENDING');
  const { edges, totalCount, __id: connectionId } = data.adminTestimonials;

  /**
   * Asks the server for the first page of `to` without suspending what is shown; then shows it. A failed load
   * shows the retry (`quiet`: the periodic refresh only logs it, docs/SPEC.md §8).
   */
  const load = useCallback(
    (to: ReviewFilter, quiet = false) => {
      const variables = { count: REVIEW_PAGE_SIZE, cursor: null, filter: to };
      fetchQuery(environment, ReviewsPanelPaginationQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => {
          setFailed(null);
          startTransition(() => {
            refetch(variables, { fetchPolicy: 'store-only' });
          });
        },
        error: (error: unknown) => {
          console.error(error);
          if (!quiet) setFailed(to);
        },
      });
    },
    [environment, refetch],
  );

  const choose = (to: ReviewFilter) => {
    setFilter(to);
    load(to);
  };
  usePeriodicRefresh(() => load(filter, true), REVIEWS_REFRESH_MS);

  const run = async (action: ReviewAction, review: { id: string; name: string }) => {
    const outcome = await (action === 'approve'
      ? approve(review.id)
      : action === 'hide'
        ? hide(review.id)
        : deleteReview(review.id, connectionId));
    if (outcome.ok)
      toast(
        'success',
        intl.formatMessage(action === 'approve' ? messages.approved : action === 'hide' ? messages.hidden : messages.deleted),
      );
    else toast('error', refusalText(outcome), intl.formatMessage(adminSharedMessages.errorTitle));
  };

  return (
    <Panel aria-label={intl.formatMessage(messages.title)} data-testid="reviews-panel">
      <Toolbar>
        <Tabs role="tablist" aria-label={intl.formatMessage(messages.filterLabel)}>
          {REVIEW_FILTERS.map((option) => (
            <Button
              key={option}
              type="button"
              role="tab"
              aria-selected={filter === option}
              $variant={filter === option ? 'primary' : 'secondary'}
              onClick={() => choose(option)}
              data-testid={`reviews-filter-${option}`}
            >
              <FormattedMessage {...FILTER_LABELS[option]} />
            </Button>
          ))}
        </Tabs>
        <Button type="button" $variant="secondary" onClick={() => load(filter)} disabled={isSwitching} data-testid="reviews-refresh">
          <FormattedMessage {...messages.refresh} />
        </Button>
      </Toolbar>
      {failed ? (
        <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={() => load(failed)} testId="reviews-error" />
      ) : edges.length === 0 ? (
        <EmptyList testId="reviews-empty" message={messages.empty} />
      ) : (
        <>
          <ListTable columns={COLUMNS} label={messages.listLabel} testId="reviews-table" minWidth="960px" busy={isSwitching}>
            {edges.map(({ node }) => (
              <ReviewRow
                key={node.id}
                review={node}
                onAction={(action, review) => (action === 'delete' ? setConfirmDelete(review) : void run(action, review))}
              />
            ))}
          </ListTable>
          <LoadMoreFooter testId="reviews" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(REVIEW_PAGE_SIZE)}>
            <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
          </LoadMoreFooter>
        </>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={intl.formatMessage(messages.deleteTitle, { name: confirmDelete.name })}
          text={intl.formatMessage(messages.deleteText)}
          confirmLabel={intl.formatMessage(messages.delete)}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            setConfirmDelete(null);
            void run('delete', confirmDelete);
          }}
          testId="confirm-review-delete"
        />
      )}
    </Panel>
  );
}
