import { useCallback, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminBlogPageQuery } from '../../../__generated__/AdminBlogPageQuery.graphql';
import { refusalText } from '../../../relay/refusalText';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { PageHead } from '../../../seo/PageHead';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { AdminQuery } from '../shared/AdminView';
import { ToastProvider, ToastOutlet, useShowToast } from '../../../ui/ToastProvider';
import { SearchBox } from '../shared/SearchBox';
import { adminSharedMessages } from '../shared/messages';
import { ViewPage } from '../shared/tableStyles';
import type { AdminBlogLoaderData } from './adminBlogLoader';
import { BLOG_TABS, parseBlogFilters } from './blogFilters';
import { BlogPostFormDialog } from './BlogPostFormDialog';
import { type BlogPostData, type BlogRowActions, BlogPostsTable, BlogPostsTableSkeleton } from './BlogPostsTable';
import { adminBlogMessages as messages } from './messages';
import { useDeleteBlogPostMutation } from './useDeleteBlogPostMutation';
import { usePublishBlogPostMutation } from './usePublishBlogPostMutation';
import { useUnpublishBlogPostMutation } from './useUnpublishBlogPostMutation';

const blogPageQuery = graphql`
  query AdminBlogPageQuery($filter: BlogPostFilter, $search: String) {
    ...BlogPostsTable_query @arguments(filter: $filter, search: $search)
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

const TabList = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: block;
    padding: 10px 14px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      border-bottom-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const TAB_LABELS = { ALL: messages.tabAll, PUBLISHED: messages.tabPublished, DRAFTS: messages.tabDrafts } as const;

/** docs/SPEC.md §2 tabs All / Published / Drafts, kept in the URL (`?status=`) with the search. */
function BlogTabs() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { filter } = parseBlogFilters(params);
  const hrefOf = (status: string | null) => {
    const next = new URLSearchParams(params);
    if (status) next.set('status', status);
    else next.delete('status');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <TabList aria-label={intl.formatMessage(messages.tabsLabel)}>
      <ul>
        {BLOG_TABS.map((tab) => (
          <li key={tab.filter}>
            <Link
              to={hrefOf(tab.status)}
              replace
              aria-current={tab.filter === filter ? 'page' : undefined}
              data-testid={`blog-tab-${tab.filter.toLowerCase()}`}
            >
              <FormattedMessage {...TAB_LABELS[tab.filter]} />
            </Link>
          </li>
        ))}
      </ul>
    </TabList>
  );
}

/**
 * docs/SPEC.md §2 admin blog view: tabs, search, the table with "load more", create / edit / delete dialogs and a publish
 * switch per post that changes at once (optimistic) and goes back with the server's message when refused.
 */
export function AdminBlogPage() {
  const { listRef } = useLoaderData() as AdminBlogLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!listRef) return null;
  return (
    <ToastProvider>
      <BlogView listRef={listRef} />
    </ToastProvider>
  );
}

type OpenDialog = { kind: 'create' } | { kind: 'edit'; post: BlogPostData } | { kind: 'delete'; post: BlogPostData };

function BlogView({ listRef }: { listRef: PreloadedQuery<AdminBlogPageQuery> }) {
  const intl = useIntl();
  const showToast = useShowToast();
  const [params] = useSearchParams();
  const { filter, search } = useMemo(() => parseBlogFilters(params), [params]);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { remove } = useDeleteBlogPostMutation();
  const { publish } = usePublishBlogPostMutation();
  const { unpublish } = useUnpublishBlogPostMutation();
  const errorTitle = intl.formatMessage(adminSharedMessages.errorTitle);
  const close = useCallback(() => setDialog(null), []);
  const switching = useRef(new Set<string>());

  // The view's own text, then the server's reasons when it answered.
  const failure = (text: string, outcome: MutationOutcome<unknown> & { ok: false }) =>
    showToast('error', outcome.answered ? `${text} ${refusalText(outcome)}` : text, errorTitle);

  const actions: BlogRowActions = {
    onEdit: (post) => setDialog({ kind: 'edit', post }),
    onDelete: (post) => setDialog({ kind: 'delete', post }),
    onSetPublished: async (post, published) => {
      // One change at a time per post: a second click before the answer would race the first.
      if (switching.current.has(post.id)) return;
      switching.current.add(post.id);
      const outcome = await (published ? publish(post) : unpublish(post));
      switching.current.delete(post.id);
      if (outcome.ok) showToast('success', intl.formatMessage(published ? messages.published : messages.unpublished));
      else failure(intl.formatMessage(messages.publishFailed), outcome);
    },
  };

  const confirmDelete = async (post: BlogPostData) => {
    setDialog(null);
    const outcome = await remove(post.id, connectionId);
    if (outcome.ok) showToast('success', intl.formatMessage(messages.deleted));
    else failure(intl.formatMessage(messages.deleteFailed), outcome);
  };

  return (
    <ViewPage data-testid="admin-blog">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <header>
        <h1>
          <FormattedMessage {...messages.title} />
        </h1>
        <p>
          <FormattedMessage {...messages.intro} />
        </p>
      </header>
      <BlogTabs />
      <Toolbar>
        <SearchBox label={messages.searchLabel} placeholder={messages.searchPlaceholder} testId="admin-blog-search" />
        <Button type="button" onClick={() => setDialog({ kind: 'create' })} data-testid="admin-blog-new">
          <FormattedMessage {...messages.newPost} />
        </Button>
      </Toolbar>
      <AdminQuery<AdminBlogPageQuery>
        query={blogPageQuery}
        reference={listRef}
        loadFailed={messages.loadFailed}
        errorTestId="blog-error"
        loading={<BlogPostsTableSkeleton />}
      >
        {(reference) => (
          <BlogResults
            reference={reference}
            filtered={filter !== 'ALL' || search !== ''}
            actions={actions}
            onConnection={setConnectionId}
          />
        )}
      </AdminQuery>

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <BlogPostFormDialog
          post={dialog.kind === 'edit' ? dialog.post : undefined}
          list={{ connectionId, filter }}
          onClose={close}
          onSaved={(text) => {
            close();
            showToast('success', text);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={intl.formatMessage(messages.deleteTitle)}
          text={intl.formatMessage(messages.deleteText, { title: dialog.post.title })}
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          onConfirm={() => void confirmDelete(dialog.post)}
          onCancel={close}
          testId="blog-delete-dialog"
        />
      )}
      <ToastOutlet />
    </ViewPage>
  );
}

function BlogResults({
  reference,
  ...props
}: { reference: PreloadedQuery<AdminBlogPageQuery> } & Omit<Parameters<typeof BlogPostsTable>[0], 'query'>) {
  const data = usePreloadedQuery<AdminBlogPageQuery>(blogPageQuery, reference);
  return <BlogPostsTable query={data} {...props} />;
}
