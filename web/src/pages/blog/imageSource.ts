/**
 * Whether an image URL is served by this site itself: a path ("/uploads/a.jpg") or an absolute URL
 * on the site's origin. Anything else is a third party (stock photo hosts), which learns the
 * visitor's address from the request and so may only load after cookie consent.
 */
export function isOwnImage(url: string, siteOrigin: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(trimmed).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** An absolute URL for JSON-LD and Open Graph, which do not accept paths. */
export function absoluteImageUrl(url: string, siteOrigin: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${siteOrigin}${trimmed}` : trimmed;
}
