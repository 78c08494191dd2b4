import type { Language } from '../i18n/languageChoice';

/**
 * Our paths do not carry the language (a cookie or Accept-Language chooses it), so search engines get
 * one URL per language by a query parameter: `/course/1?lang=en`. The server and the client render
 * such a request in that language, whatever cookie or browser say; the bare path stays the
 * language-adaptive `x-default`.
 */
export const LANGUAGE_PARAM = 'lang';

export const SITE_LANGUAGES: readonly Language[] = ['de', 'en'];

/** The language a `?lang=` search string asks for, or null (absent or not one of ours). */
export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return value === 'de' || value === 'en' ? value : null;
}

/** `origin + path` (origin may be '' for a relative URL), with `?lang=` when a language is given. */
export function pageUrl(origin: string, pathname: string, language?: Language): string {
  return `${origin}${pathname}${language ? `?${LANGUAGE_PARAM}=${language}` : ''}`;
}

/** Open Graph wants a territory: de_DE, en_US. */
export function ogLocale(language: Language): string {
  return language === 'de' ? 'de_DE' : 'en_US';
}
