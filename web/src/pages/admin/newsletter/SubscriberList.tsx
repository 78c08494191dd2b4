import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SubscriberList_query$key } from '../../../__generated__/SubscriberList_query.graphql';
import { formatDateTime } from '../shared/adminFormat';
import { LoadMoreFooter } from '../shared/AdminTableParts';
import { EmptyState, Table, TableBox } from '../shared/tableStyles';
import { adminNewsletterMessages as messages } from './messages';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The confirmed subscribers (matching `?q=`), newest confirmation first, page by page. */
export function SubscriberList({ query }: { query: SubscriberList_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment SubscriberList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String" })
      @refetchable(queryName: "SubscriberListPaginationQuery") {
        adminNewsletterSubscribers(first: $count, after: $cursor, search: $search)
          @required(action: THROW)
          @connection(key: "SubscriberList_adminNewsletterSubscribers") {
          totalCount
          edges {
            node {
              email
              language
              confirmedAt
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.adminNewsletterSubscribers;
  if (edges.length === 0) {
    return (
      <EmptyState data-testid="newsletter-subscribers-empty">
        <p>
          <FormattedMessage {...messages.subscribersEmpty} />
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <TableBox>
        <Table data-testid="newsletter-subscribers">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.email} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.language} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.confirmedAt} />
              </th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.email} data-testid="newsletter-subscriber-row">
                <td>{node.email}</td>
                <td>{node.language.toLowerCase()}</td>
                <td>{formatDateTime(node.confirmedAt, intl.locale)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <LoadMoreFooter
        testId="newsletter-subscribers"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(SUBSCRIBERS_PAGE_SIZE)}
      >
        <FormattedMessage {...messages.subscribersCount} values={{ count: totalCount }} />
      </LoadMoreFooter>
    </>
  );
}
