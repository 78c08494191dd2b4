import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BlogPostRow_post$data, BlogPostRow_post$key } from '../../../__generated__/BlogPostRow_post.graphql';
import type { BlogPostsTable_query$key } from '../../../__generated__/BlogPostsTable_query.graphql';
import { formatDate } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { ActionMenu } from '../shared/ActionMenu';
import { EmptyList, ListTable, LoadMoreFooter, type TableColumn, TableSkeleton } from '../shared/AdminTableParts';
import { adminSharedMessages } from '../shared/messages';
import { Switch } from '../shared/Switch';
import { BadgeRow } from '../shared/tableStyles';
import { adminBlogMessages as messages } from './messages';
import { useMayDeleteForGood } from '../session/permissions';

/** Posts per page (the API's default page). */
export const BLOG_PAGE_SIZE = 20;

export type BlogPostData = BlogPostRow_post$data;

export interface BlogRowActions {
  onEdit: (post: BlogPostData) => void;
  onDelete: (post: BlogPostData) => void;
  onSetPublished: (post: BlogPostData, published: boolean) => void;
}

const TitleCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 14rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StatusCell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const COLUMNS: TableColumn[] = [
  { label: messages.columnTitle },
  { label: messages.columnStatus },
  { label: messages.columnDate, numeric: true },
  { label: adminSharedMessages.actions },
];

/** docs/SPEC.md §2: five grey rows while the posts load. */
export function BlogPostsTableSkeleton() {
  return <TableSkeleton columns={COLUMNS} label={messages.listLabel} testId="blog-loading" rowTestId="blog-skeleton-row" />;
}

function BlogPostRow({ post: postKey, actions }: { post: BlogPostRow_post$key; actions: BlogRowActions }) {
  const intl = useIntl();
  const mayDelete = useMayDeleteForGood();
  const post = useFragment(
    graphql`
      fragment BlogPostRow_post on BlogPost {
        id
        title
        slug
        summary
        content
        category
        tags
        # The texts as written in each language, for the edit form (the fields above answer in the admin's language).
        de: texts(language: DE) {
          title
          summary
          content
          category
          tags
        }
        en: texts(language: EN) {
          title
          summary
          content
          category
          tags
        }
        imageUrl
        published
        publishedAt
        createdAt
      }
    `,
    postKey,
  );
  // docs/SPEC.md §4: a draft shows when it was written, a published post when it was published.
  const date = post.published
    ? intl.formatMessage(messages.publishedOn, { date: formatDate(intl, post.publishedAt ?? post.createdAt) })
    : intl.formatMessage(messages.createdOn, { date: formatDate(intl, post.createdAt) });
  return (
    <tr data-testid="blog-row" data-slug={post.slug}>
      <td>
        <TitleCell>
          <strong>{post.title}</strong>
          {post.category && <small data-testid="blog-category">{post.category}</small>}
          {post.tags.length > 0 && (
            <BadgeRow data-testid="blog-tags">
              {post.tags.map((tag) => (
                <Badge key={tag} $tone="neutral">
                  {tag}
                </Badge>
              ))}
            </BadgeRow>
          )}
        </TitleCell>
      </td>
      <td>
        <StatusCell>
          <Switch
            type="button"
            role="switch"
            aria-checked={post.published}
            aria-label={intl.formatMessage(messages.publishSwitch, { title: post.title })}
            onClick={() => actions.onSetPublished(post, !post.published)}
            data-testid="blog-publish-switch"
          />
          <Badge $tone={post.published ? 'success' : 'warning'} data-testid="blog-status">
            <FormattedMessage {...(post.published ? messages.statusPublished : messages.statusDraft)} />
          </Badge>
        </StatusCell>
      </td>
      <td className="numeric" data-testid="blog-date">
        {date}
      </td>
      <td>
        <ActionMenu
          label={intl.formatMessage(messages.actionsFor, { title: post.title })}
          noActionsLabel={intl.formatMessage(adminSharedMessages.noActions)}
          testId="blog-actions"
          actions={[
            { key: 'edit', label: intl.formatMessage(messages.edit), onSelect: () => actions.onEdit(post) },
            {
              key: 'publish',
              label: intl.formatMessage(post.published ? messages.unpublish : messages.publish),
              onSelect: () => actions.onSetPublished(post, !post.published),
            },
            ...(mayDelete
              ? [{ key: 'delete', label: intl.formatMessage(messages.delete), danger: true, onSelect: () => actions.onDelete(post) }]
              : []),
          ]}
        >
          {intl.formatMessage(adminSharedMessages.actions)}
        </ActionMenu>
      </td>
    </tr>
  );
}

interface TableProps {
  query: BlogPostsTable_query$key;
  filtered: boolean;
  actions: BlogRowActions;
  /** The list's connection, for the dialogs that add to it or take from it. */
  onConnection: (connectionId: string) => void;
}

/** docs/SPEC.md §2 blog table: title with category and tags, status with its switch, date, actions; newest first, "load more". */
export function BlogPostsTable({ query, filtered, actions, onConnection }: TableProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BlogPostsTable_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "BlogPostFilter" }
        search: { type: "String" }
      )
      @refetchable(queryName: "BlogPostsTablePaginationQuery") {
        adminBlogPosts(first: $count, after: $cursor, filter: $filter, search: $search)
          @required(action: THROW)
          @connection(key: "BlogPostsTable_adminBlogPosts") {
          __id
          totalCount
          edges {
            node {
              id
              ...BlogPostRow_post
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, __id: connectionId } = data.adminBlogPosts;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);

  if (edges.length === 0) {
    return <EmptyList testId="blog-empty" message={messages.empty} hint={filtered && messages.emptyFiltered} />;
  }

  return (
    <>
      <ListTable columns={COLUMNS} label={messages.listLabel} testId="blog-table">
        {edges.map(({ node }) => (
          <BlogPostRow key={node.id} post={node} actions={actions} />
        ))}
      </ListTable>
      <LoadMoreFooter testId="blog" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(BLOG_PAGE_SIZE)}>
        <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
      </LoadMoreFooter>
    </>
  );
}
