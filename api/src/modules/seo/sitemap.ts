import { Readable } from 'node:stream';
import { ErrorLevel, SitemapStream, streamToPromise } from 'sitemap';
import type { PublicPage } from './public-pages.js';

/** The sitemap protocol's XML (sitemaps.org) for `pages`, with absolute URLs under `origin`. */
export async function renderSitemap(origin: string, pages: PublicPage[]): Promise<string> {
  const stream = new SitemapStream({
    hostname: origin,
    // Only page URLs: no image, video, news or alternate-language namespaces to declare.
    xmlns: { news: false, video: false, xhtml: false, image: false },
    // A bad entry is our bug: fail the request rather than publish a sitemap a crawler rejects.
    level: ErrorLevel.THROW,
  });
  const items = pages.map((page) => ({ url: page.path, lastmod: page.lastModified?.toISOString() }));
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}
