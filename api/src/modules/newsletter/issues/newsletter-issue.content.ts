import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../context/language.js';
import { BlogPost } from '../../blog/blog-post.entity.js';
import { markdownPlainText, renderBlogMarkdown } from '../../blog/blog-markdown.js';
import type { NewsletterMailData } from '../newsletter.mail-templates.js';
import type { NewsletterIssue } from './newsletter-issue.entity.js';

/** A blog post as an issue shows it; `published` false: no longer public (its teaser is left out). */
export interface TeaserPost {
  id: number;
  slug: string;
  published: boolean;
  title: string;
  titleEn?: string | null;
  summary: string;
  summaryEn?: string | null;
}

/** The blog posts of `ids` that exist, by id. */
export async function findTeaserPosts(em: EntityManager, ids: readonly number[]): Promise<Map<number, TeaserPost>> {
  if (ids.length === 0) return new Map();
  const posts = await em.find(
    BlogPost,
    { id: { $in: [...ids] } },
    { fields: ['id', 'slug', 'published', 'title', 'titleEn', 'summary', 'summaryEn'] },
  );
  return new Map(posts.map((post) => [post.id, post]));
}

/**
 * The Markdown as the blog renders it (raw HTML dropped, an allow list last), with the site's paths made absolute,
 * since a mail has no page to be relative to.
 */
export function markdownMailHtml(markdown: string, origin: string): string {
  return renderBlogMarkdown(markdown, origin).replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * What every recipient of `language` gets (their unsubscribe links aside): subject, the text as HTML and as plain text,
 * and the published posts' teasers in the issue's order. Computed once per language and batch, not per recipient.
 */
export function issueMailContent(
  issue: Pick<NewsletterIssue, 'subjectDe' | 'bodyDe' | 'subjectEn' | 'bodyEn' | 'postIds'>,
  language: Language,
  posts: Map<number, TeaserPost>,
  origin: string,
): Pick<NewsletterMailData, 'subject' | 'text' | 'html' | 'teasers'> {
  const [subject, body] = language === 'en' ? [issue.subjectEn, issue.bodyEn] : [issue.subjectDe, issue.bodyDe];
  const teasers = issue.postIds
    .map((id) => posts.get(id))
    .filter((post): post is TeaserPost => !!post?.published)
    .map((post) => ({
      title: (language === 'en' && post.titleEn?.trim()) || post.title,
      summary: (language === 'en' && post.summaryEn?.trim()) || post.summary,
      url: `${origin}/blog/${encodeURIComponent(post.slug)}?${new URLSearchParams({ lang: language })}`,
    }));
  return { subject, text: markdownPlainText(body, origin), html: markdownMailHtml(body, origin), teasers };
}
