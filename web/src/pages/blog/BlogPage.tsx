import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogPageCategoriesQuery } from '../../__generated__/BlogPageCategoriesQuery.graphql';
import type { BlogPageQuery } from '../../__generated__/BlogPageQuery.graphql';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { categoryFromParams } from './blogFilter';
import type { BlogLoaderData } from './blogLoader';
import { BlogList } from './BlogList';
import { BlogSkeletonGrid } from './BlogSkeletons';
import { BlogLoadError } from './BlogStates';
import { CategoryFilter } from './CategoryFilter';
import { blogMessages } from './messages';

const blogPageQuery = graphql`
  query BlogPageQuery($category: String) {
    ...BlogList_query @arguments(category: $category)
  }
`;

const blogPageCategoriesQuery = graphql`
  query BlogPageCategoriesQuery {
    blogCategories
  }
`;

const Hero = styled.div`
  background: linear-gradient(135deg, #07405f 0%, #0b5c8c 55%, #14839f 100%);
  color: #ffffff;
  padding: 40px 0 48px;
  margin-bottom: 32px;
  h1 {
    font-size: 2rem;
    margin-bottom: 12px;
  }
  p {
    max-width: 640px;
    margin: 0;
    color: #e6f2f9;
    font-size: 1rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 64px 0 72px;
    h1 {
      font-size: 2.6rem;
    }
  }
`;

const Main = styled(Container)`
  padding-bottom: 48px;
`;

function Categories({ categoriesRef }: { categoriesRef: BlogLoaderData['categoriesRef'] }) {
  const { blogCategories } = usePreloadedQuery<BlogPageCategoriesQuery>(blogPageCategoriesQuery, categoriesRef);
  return blogCategories.length > 0 ? <CategoryFilter categories={blogCategories} /> : null;
}

function Posts({ listRef, category }: { listRef: BlogLoaderData['listRef']; category: string | null }) {
  const data = usePreloadedQuery<BlogPageQuery>(blogPageQuery, listRef);
  return <BlogList query={data} category={category} />;
}

/**
 * Skeletons while the posts load (a client-side navigation or category change), the error state when
 * they fail. Keyed by the query string, so a new category starts afresh instead of showing stale posts.
 */
export function BlogResults({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return (
    <ErrorBoundary key={search} fallback={<BlogLoadError />}>
      <Suspense fallback={<BlogSkeletonGrid />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function BlogPage() {
  const { categoriesRef, listRef } = useLoaderData() as BlogLoaderData;
  const [params] = useSearchParams();
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage(blogMessages.pageTitle)} description={intl.formatMessage(blogMessages.description)} />
      <Hero>
        <Container>
          <h1>
            <FormattedMessage {...blogMessages.title} />
          </h1>
          <p>
            <FormattedMessage {...blogMessages.subtitle} />
          </p>
        </Container>
      </Hero>
      <Main>
        {/* The filter is optional: if its query fails, the posts still show. */}
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <Categories categoriesRef={categoriesRef} />
          </Suspense>
        </ErrorBoundary>
        <BlogResults>
          <Posts listRef={listRef} category={categoryFromParams(params)} />
        </BlogResults>
      </Main>
    </>
  );
}
