import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's origin ("https://h2o-gersthofen.de"), for the absolute URLs that canonical links,
 * Open Graph and JSON-LD need. The browser provides `window.location.origin` at startup, the server
 * its configured or requested origin; without one the URLs stay relative (tests, odd embeddings).
 */
const SiteOriginContext = createContext<string>('');

export function SiteOriginProvider({ origin, children }: { origin: string | null | undefined; children: ReactNode }) {
  return <SiteOriginContext.Provider value={(origin ?? '').replace(/\/+$/, '')}>{children}</SiteOriginContext.Provider>;
}

/** The origin without a trailing slash, or '' when unknown. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
