import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { BlogArticleTestQuery } from '../../__generated__/BlogArticleTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { BlogArticle } from './BlogArticle';

const query = graphql`
  query BlogArticleTestQuery @relay_test_operation {
    blogPost(slug: "x") {
      ...BlogArticle_post
    }
  }
`;

const related = (id: number) => ({
  id: `BlogPost:${id}`,
  slug: `r-${id}`,
  title: `Verwandt ${id}`,
  summary: 's',
  category: 'Tipps',
  tags: [],
  imageUrl: null,
  publishedAt: null,
});

function renderArticle(overrides: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, {
    BlogPost: () => ({
      slug: 'ab-wann-schwimmen',
      title: 'Ab wann schwimmen?',
      summary: 'Warum fünf Jahre.',
      bodyHtml: '<p>Ein <strong>Absatz</strong>.</p>\n',
      imageUrl: 'https://images.example.com/pool.jpg',
      category: 'Schwimmkurse',
      tags: ['Kinder', 'Tipps'],
      publishedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-19T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      relatedPosts: [related(2), related(3)],
      ...overrides,
    }),
  });
  return renderWithProviders(
    <QueryRenderer<BlogArticleTestQuery> query={query}>{(data) => <BlogArticle post={data.blogPost!} />}</QueryRenderer>,
    { environment, route: '/blog/AB-WANN-SCHWIMMEN' },
  );
}

describe('BlogArticle', () => {
  it('shows the article with its dates, tags, related posts and a way back', () => {
    renderArticle();
    expect(screen.getByRole('heading', { level: 1, name: 'Ab wann schwimmen?' })).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByText('21.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Absatz').tagName).toBe('STRONG');
    expect(within(screen.getByTestId('blog-article')).getByText('#Kinder')).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '← Zurück zum Blog' })).toHaveAttribute('href', '/blog');
  });

  it('keeps an external image out until cookie consent: a placeholder of the same size', () => {
    const { container } = renderArticle();
    expect(within(screen.getByTestId('blog-article')).getByTestId('blog-image-placeholder')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('describes itself as a BlogPosting by the organisation, on the stored slug', () => {
    const { container } = renderArticle();
    const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ab wann schwimmen?',
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      url: '/blog/ab-wann-schwimmen',
      image: 'https://images.example.com/pool.jpg',
      author: { '@type': 'Organization', name: 'H2O Gersthofen' },
      publisher: { '@type': 'Organization', name: 'H2O Gersthofen' },
    });
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/blog/ab-wann-schwimmen');
  });

  it('shares by plain links and copies the address with the Clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderArticle();
    expect(screen.getByTestId('share-whatsapp')).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    expect(screen.getByTestId('share-facebook')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Per E-Mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:\?subject=Ab%20wann/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' })));
    expect(writeText).toHaveBeenCalledWith('/blog/ab-wann-schwimmen');
    expect(screen.getByRole('status')).toHaveTextContent('Link kopiert');
  });
});
