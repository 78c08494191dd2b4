/**
 * Paths no crawler should walk: the back office, the checkout (per visitor, nothing to index) and the
 * APIs (data for programs; the pages that show it are public).
 */
export const CRAWLER_DISALLOWED_PATHS = ['/admin', '/trainer', '/checkout', '/api', '/graphql'];

/** robots.txt (RFC 9309): every crawler may read everything but `CRAWLER_DISALLOWED_PATHS`; the sitemap says what there is. */
export function renderRobotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', ...CRAWLER_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
