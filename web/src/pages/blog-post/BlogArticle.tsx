import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { contentLang } from '../../i18n/contentLang';
import styled from 'styled-components';
import type { BlogArticle_post$key } from '../../__generated__/BlogArticle_post.graphql';
import { formatDate } from '../../i18n/format';
import { blogPostingJsonLd } from '../../seo/blogJsonLd';
import { JsonLd } from '../../seo/JsonLd';
import { PageHead } from '../../seo/PageHead';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { summarise } from '../../seo/text';
import { pageUrl } from '../../seo/urls';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { CardGrid } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { BlogCard } from '../blog/BlogCard';
import { BlogImage } from '../blog/BlogImage';
import { BlogTags } from '../blog/BlogTags';
import { absoluteImageUrl } from '../blog/imageSource';
import { ArticleBody } from './ArticleBody';
import { blogPostMessages } from './messages';
import { ShareButtons } from './ShareButtons';

// Top and bottom only: the Container's side padding keeps the text off a phone's edges.
const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 56px;
`;

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  h1 {
    margin: 12px 0;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

const Dates = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  dt {
    font-weight: 700;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0 16px 0 0;
  }
`;

const Summary = styled.p`
  margin: 20px 0;
  font-size: 1.15rem;
  font-weight: 400;
`;

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 12px;
  }
`;

const Related = styled.section`
  max-width: 1000px;
  margin: 56px auto 0;
  h2 {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export function BlogArticle({ post }: { post: BlogArticle_post$key }) {
  const intl = useIntl();
  const origin = useSiteOrigin();
  const data = useFragment(
    graphql`
      fragment BlogArticle_post on BlogPost {
        slug
        untranslated
        title
        summary
        bodyHtml
        imageUrl
        category
        tags
        publishedAt
        createdAt
        updatedAt
        relatedPosts {
          id
          ...BlogCard_post
        }
      }
    `,
    post,
  );
  // The stored slug, not the URL's spelling: /blog/AB-… and /blog/ab-… are one page to search engines.
  const path = `/blog/${encodeURIComponent(data.slug)}`;
  const shareUrl = pageUrl(origin, path);
  const imageUrl = data.imageUrl ? absoluteImageUrl(data.imageUrl, origin) : null;
  const published = data.publishedAt ?? data.createdAt;

  return (
    <Page>
      <PageHead title={data.title} description={summarise(data.summary)} ogType="article" path={path} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta property="article:published_time" content={published} />
      <meta property="article:modified_time" content={data.updatedAt} />
      <JsonLd data={blogPostingJsonLd({ ...data, imageUrl }, origin, pageUrl(origin, path))} />
      <ButtonLink to="/blog" $variant="ghost" data-testid="blog-back">
        <FormattedMessage {...blogPostMessages.back} />
      </ButtonLink>
      <Article data-testid="blog-article">
        <header>
          {data.category && (
            <Badge $tone="info" lang={contentLang(data.untranslated, 'CATEGORY')}>
              {data.category}
            </Badge>
          )}
          <h1 lang={contentLang(data.untranslated, 'TITLE')} data-testid="blog-post-title">
            {data.title}
          </h1>
          <Dates>
            <dt>
              <FormattedMessage {...blogPostMessages.published} />
            </dt>
            <dd>
              <time dateTime={published}>{formatDate(intl, published)}</time>
            </dd>
            <dt>
              <FormattedMessage {...blogPostMessages.updated} />
            </dt>
            <dd>
              <time dateTime={data.updatedAt}>{formatDate(intl, data.updatedAt)}</time>
            </dd>
          </Dates>
        </header>
        {data.imageUrl && <BlogImage url={data.imageUrl} alt="" eager offerConsent />}
        <Summary lang={contentLang(data.untranslated, 'SUMMARY')} data-testid="blog-post-summary">
          {data.summary}
        </Summary>
        <ArticleBody html={data.bodyHtml} lang={contentLang(data.untranslated, 'CONTENT')} />
        {data.tags.length > 0 && (
          <Section aria-labelledby="blog-tags-title">
            <h2 id="blog-tags-title">
              <FormattedMessage {...blogPostMessages.tags} />
            </h2>
            <BlogTags tags={data.tags} lang={contentLang(data.untranslated, 'TAGS')} />
          </Section>
        )}
        <ShareButtons url={shareUrl} title={data.title} />
      </Article>
      {data.relatedPosts.length > 0 && (
        <Related aria-labelledby="blog-related-title" data-testid="blog-related">
          <h2 id="blog-related-title">
            <FormattedMessage {...blogPostMessages.related} />
          </h2>
          <CardGrid $maxColumns={2}>
            {data.relatedPosts.map((related) => (
              <BlogCard key={related.id} post={related} />
            ))}
          </CardGrid>
        </Related>
      )}
    </Page>
  );
}
