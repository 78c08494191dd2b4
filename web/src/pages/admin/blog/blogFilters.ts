/** The tabs of docs/SPEC.md §2 (All / Published / Drafts) as the URL names them (`?status=`) and the API filters them. */
export const BLOG_TABS = [
  { status: null, filter: 'ALL' },
  { status: 'published', filter: 'PUBLISHED' },
  { status: 'drafts', filter: 'DRAFTS' },
] as const;

export type BlogFilter = (typeof BLOG_TABS)[number]['filter'];

/** The API's limits of `adminBlogPosts(search:)`: more is refused as a whole, so the page asks within them. */
const SEARCH_MAX_WORDS = 8;
const SEARCH_MAX_LENGTH = 200;

/** `?status=` and `?q=` as the list is asked for them; an unknown status is the "All" tab. */
export function parseBlogFilters(params: URLSearchParams): { filter: BlogFilter; search: string } {
  const tab = BLOG_TABS.find((entry) => entry.status !== null && entry.status === params.get('status'));
  const words = (params.get('q') ?? '').trim().split(/\s+/).filter(Boolean);
  const search = words.slice(0, SEARCH_MAX_WORDS).join(' ').slice(0, SEARCH_MAX_LENGTH).trim();
  return { filter: tab?.filter ?? 'ALL', search };
}
