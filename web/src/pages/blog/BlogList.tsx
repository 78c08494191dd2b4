import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BlogList_query$key } from '../../__generated__/BlogList_query.graphql';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/Card';
import { BlogCard } from './BlogCard';
import { EmptyBlog } from './BlogStates';
import { blogMessages } from './messages';
import { showsFeaturedPost } from './tags';

// A featured post and three rows of three.
const BLOG_PAGE_SIZE = 10;

const Featured = styled.div`
  margin-bottom: 24px;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

interface Props {
  query: BlogList_query$key;
  /** The category the list is filtered by, or null: decides the featured post and the empty text. */
  category: string | null;
}

export function BlogList({ query, category }: Props) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BlogList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, category: { type: "String" })
      @refetchable(queryName: "BlogListPaginationQuery") {
        blogPosts(first: $count, after: $cursor, category: $category) @connection(key: "BlogList_blogPosts") {
          edges {
            node {
              id
              ...BlogCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.blogPosts.edges.map((edge) => edge.node);
  if (posts.length === 0) return <EmptyBlog category={category} />;

  const featured = showsFeaturedPost(posts.length, category) ? posts[0] : null;
  const grid = featured ? posts.slice(1) : posts;
  return (
    <section aria-label={intl.formatMessage(blogMessages.listLabel)}>
      {featured && (
        <Featured>
          <BlogCard post={featured} featured headingLevel="h2" />
        </Featured>
      )}
      <CardGrid>
        {grid.map((post) => (
          <BlogCard key={post.id} post={post} headingLevel="h2" />
        ))}
      </CardGrid>
      {hasNext && (
        <More>
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(BLOG_PAGE_SIZE)}>
            <FormattedMessage {...blogMessages.loadMore} />
          </Button>
        </More>
      )}
    </section>
  );
}
