import { EXTERNAL_MEDIA_CATEGORY } from './consentChoice';
import { useConsent } from './ConsentProvider';

/**
 * Whether content from other origins (the stock image host) may load now, and a way to allow it.
 * False on the server and on the first render in the browser, so the server's HTML never names an
 * external file in a `src` and hydration matches; it turns true after hydration if consent is stored.
 */
export function useExternalMedia(): { allowed: boolean; ready: boolean; allow: () => void } {
  const { ready, categories, grant } = useConsent();
  return { allowed: categories[EXTERNAL_MEDIA_CATEGORY], ready, allow: () => grant(EXTERNAL_MEDIA_CATEGORY) };
}
