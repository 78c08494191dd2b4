import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { contentLang } from '../../i18n/contentLang';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogCard_post$key } from '../../__generated__/BlogCard_post.graphql';
import { formatDate } from '../../i18n/format';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { BlogImage } from './BlogImage';
import { BlogTags } from './BlogTags';
import { blogMessages } from './messages';
import { CARD_TAG_LIMIT } from './tags';

const Article = styled(Card)<{ $featured: boolean }>`
  ${({ theme, $featured }) =>
    $featured &&
    `
    ${theme.media.md} {
      display: grid;
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
      align-items: center;
      gap: 28px;
    }
  `}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3<{ $featured: boolean }>`
  margin: 0;
  font-size: ${({ $featured }) => ($featured ? '1.6rem' : '1.15rem')};
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  post: BlogCard_post$key;
  /** The large first post of the unfiltered list (docs/SPEC.md §2). */
  featured?: boolean;
  /** h2 in the blog list (below the page's h1), h3 under a section heading (related posts). */
  headingLevel?: 'h2' | 'h3';
}

export function BlogCard({ post, featured = false, headingLevel = 'h3' }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BlogCard_post on BlogPost {
        untranslated
        slug
        title
        summary
        category
        tags
        imageUrl
        publishedAt
      }
    `,
    post,
  );
  return (
    <Article $featured={featured} data-testid={featured ? 'blog-featured' : 'blog-card'}>
      {data.imageUrl && <BlogImage url={data.imageUrl} alt="" eager={featured} />}
      <Body>
        <Meta>
          {featured && (
            <Badge $tone="warning">
              <FormattedMessage {...blogMessages.featured} />
            </Badge>
          )}
          {data.category && (
            <Badge $tone="info" lang={contentLang(data.untranslated, 'CATEGORY')}>
              {data.category}
            </Badge>
          )}
          {data.publishedAt && (
            <time dateTime={data.publishedAt}>
              <FormattedMessage {...blogMessages.published} values={{ date: formatDate(intl, data.publishedAt) }} />
            </time>
          )}
        </Meta>
        <Title as={headingLevel} $featured={featured} lang={contentLang(data.untranslated, 'TITLE')}>
          <Link to={`/blog/${encodeURIComponent(data.slug)}`}>{data.title}</Link>
        </Title>
        <Summary lang={contentLang(data.untranslated, 'SUMMARY')}>{data.summary}</Summary>
        <BlogTags tags={data.tags} limit={CARD_TAG_LIMIT} lang={contentLang(data.untranslated, 'TAGS')} />
      </Body>
    </Article>
  );
}
