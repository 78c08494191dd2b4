import { act, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { BlogListTestQuery } from '../../__generated__/BlogListTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { BlogList } from './BlogList';
import { BlogResults } from './BlogPage';
import { splitTags } from './tags';

const query = graphql`
  query BlogListTestQuery @relay_test_operation {
    ...BlogList_query
  }
`;

const post = (id: number, tags: string[] = []) => ({
  cursor: `c${id}`,
  node: {
    id: `BlogPost:${id}`,
    slug: `post-${id}`,
    title: `Beitrag ${id}`,
    summary: 'Kurz',
    category: 'Tipps',
    tags,
    imageUrl: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
  },
});

function renderList(edges: ReturnType<typeof post>[], category: string | null, language: 'de' | 'en' = 'de') {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { BlogPostConnection: () => ({ edges, pageInfo: { hasNextPage: false, endCursor: null } }) });
  return renderWithProviders(
    <QueryRenderer<BlogListTestQuery> query={query}>{(data) => <BlogList query={data} category={category} />}</QueryRenderer>,
    { environment, language, route: category ? `/blog?category=${category}` : '/blog' },
  );
}

describe('BlogList', () => {
  it('features the first post only when more than three are shown and no category is chosen', () => {
    const { unmount } = renderList([post(1), post(2), post(3), post(4)], null);
    expect(within(screen.getByTestId('blog-featured')).getByRole('link')).toHaveTextContent('Beitrag 1');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(3);
    unmount();

    renderList([post(1), post(2), post(3), post(4)], 'Tipps').unmount();
    renderList([post(1), post(2), post(3)], null);
    expect(screen.queryByTestId('blog-featured')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(3);
  });

  it('shows no featured post in a category, however many posts', () => {
    renderList([post(1), post(2), post(3), post(4), post(5)], 'Tipps');
    expect(screen.queryByTestId('blog-featured')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(5);
  });

  it('shows at most three tags on a card, then "+N"', () => {
    renderList([post(1, ['Kinder', 'Seepferdchen', 'Tipps', 'Eltern', 'Sommer'])], null);
    const tags = screen.getByTestId('blog-tags');
    expect(within(tags).getAllByRole('listitem')).toHaveLength(4);
    expect(tags).toHaveTextContent('#Kinder');
    expect(tags).not.toHaveTextContent('#Eltern');
    expect(screen.getByTestId('blog-tags-more')).toHaveTextContent('+2');
    expect(screen.getByTestId('blog-tags-more')).toHaveTextContent('2 weitere Schlagwörter');
  });

  it('says when the chosen category has no posts, with a way back to all posts', () => {
    renderList([], 'Tipps', 'en');
    expect(screen.getByRole('heading', { name: 'No posts in this category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog');
  });

  it('says when there are no posts at all', () => {
    renderList([], null);
    expect(screen.getByRole('heading', { name: 'Noch keine Blog-Beiträge' })).toBeInTheDocument();
  });
});

describe('BlogResults', () => {
  it('shows six skeleton cards while loading, then the error state when the posts fail', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <BlogResults>
        <QueryRenderer<BlogListTestQuery> query={query}>{(data) => <BlogList query={data} category={null} />}</QueryRenderer>
      </BlogResults>,
      { environment, route: '/blog' },
    );
    expect(screen.getAllByTestId('blog-skeleton')).toHaveLength(6);
    const silence = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('API down')));
    silence.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('Die Blog-Beiträge konnten nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.queryByTestId('blog-skeleton')).not.toBeInTheDocument();
  });
});

describe('splitTags', () => {
  it('keeps the first three non-empty tags and counts the rest', () => {
    expect(splitTags(['a', ' ', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 1 });
    expect(splitTags(['a'])).toEqual({ shown: ['a'], hidden: 0 });
  });
});
