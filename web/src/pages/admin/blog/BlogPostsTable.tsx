import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BlogPostRow_post$data, BlogPostRow_post$key } from '../../../__generated__/BlogPostRow_post.graphql';
import type { BlogPostsTable_query$key } from '../../../__generated__/BlogPostsTable_query.graphql';
import { formatDate } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ActionMenu } from '../shared/ActionMenu';
import { adminSharedMessages } from '../shared/messages';
import { BadgeRow, EmptyState, ListFooter, Table, TableBox } from '../shared/tableStyles';
import { adminBlogMessages as messages } from './messages';

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
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StatusCell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** A real switch (role="switch"), as the courses' active switch: a 44 px target around a track and a knob. */
const Switch = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 11px;
    left: 2px;
    width: 48px;
    height: 22px;
    border-radius: 11px;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: background 0.15s;
  }
  &::after {
    content: '';
    position: absolute;
    top: 14px;
    left: 5px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    transition: transform 0.15s;
  }
  &[aria-checked='true']::before { background: ${({ theme }) => theme.colors.success}; }
  &[aria-checked='true']::after { transform: translateX(26px); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; border-radius: 12px; }
`;

function ColumnHeads() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <FormattedMessage {...messages.columnTitle} />
        </th>
        <th scope="col">
          <FormattedMessage {...messages.columnStatus} />
        </th>
        <th scope="col" className="numeric">
          <FormattedMessage {...messages.columnDate} />
        </th>
        <th scope="col">
          <FormattedMessage {...adminSharedMessages.actions} />
        </th>
      </tr>
    </thead>
  );
}

/** SPEC §2: five grey rows while the posts load. */
export function BlogPostsTableSkeleton() {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(messages.listLabel)} role="region" data-testid="blog-loading">
      <Table>
        <ColumnHeads />
        <tbody>
          {Array.from({ length: 5 }, (_, row) => (
            <tr key={row} data-testid="blog-skeleton-row">
              {Array.from({ length: 4 }, (__, cell) => (
                <td key={cell}>
                  <Skeleton $height="1.2em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function BlogPostRow({ post: postKey, actions }: { post: BlogPostRow_post$key; actions: BlogRowActions }) {
  const intl = useIntl();
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
        imageUrl
        published
        publishedAt
        createdAt
      }
    `,
    postKey,
  );
  // SPEC §4: a draft shows when it was written, a published post when it was published.
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
            { key: 'delete', label: intl.formatMessage(messages.delete), danger: true, onSelect: () => actions.onDelete(post) },
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

/** SPEC §2 blog table: title with category and tags, status with its switch, date, actions; newest first, "load more". */
export function BlogPostsTable({ query, filtered, actions, onConnection }: TableProps) {
  const intl = useIntl();
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
        adminBlogPosts(first: $count, after: $cursor, filter: $filter, search: $search) @connection(key: "BlogPostsTable_adminBlogPosts") {
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
    return (
      <EmptyState role="status" data-testid="blog-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
        {filtered && (
          <p>
            <FormattedMessage {...messages.emptyFiltered} />
          </p>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="blog-table">
        <Table>
          <ColumnHeads />
          <tbody>
            {edges.map(({ node }) => (
              <BlogPostRow key={node.id} post={node} actions={actions} />
            ))}
          </tbody>
        </Table>
      </TableBox>
      <ListFooter>
        <p role="status" data-testid="blog-count">
          <FormattedMessage {...messages.shownCount} values={{ shown: edges.length, total: totalCount }} />
        </p>
        {hasNext && (
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(BLOG_PAGE_SIZE)} data-testid="blog-load-more">
            <FormattedMessage {...(isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore)} />
          </Button>
        )}
      </ListFooter>
    </>
  );
}
