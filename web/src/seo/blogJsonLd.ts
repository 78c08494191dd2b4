import type { BlogPosting, WithContext } from 'schema-dts';
import { organisationReference } from './organization';

/** What the article page knows of a post (its Relay fragment), as far as schema.org needs it. */
export interface BlogPostFacts {
  title: string;
  summary: string;
  category: string | null | undefined;
  tags: readonly string[];
  publishedAt: string | null | undefined;
  createdAt: string;
  updatedAt: string;
  /** Absolute URL, or null when the post has none. */
  imageUrl: string | null;
}

/**
 * A schema.org BlogPosting. The business writes the blog: the organisation is author and publisher
 * (staff accounts are not public). Posts are written in German, whatever the interface language.
 */
export function blogPostingJsonLd(post: BlogPostFacts, origin: string, url: string): WithContext<BlogPosting> {
  const organisation = organisationReference(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: 'de',
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: organisation,
    publisher: organisation,
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
