import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Language } from '../i18n/languageChoice';
import { pageTitleMessages } from '../layout/messages';
import { ORGANISATION_NAME } from './organization';
import { useSiteOrigin } from './SiteOrigin';
import { languageFromSearch, ogLocale, pageUrl, SITE_LANGUAGES } from './urls';

interface Props {
  /** The page's own name; none for the home page, which carries the site title alone. */
  title?: string;
  /** Search-result snippet; leave out on screens that must not be indexed. */
  description?: string;
  /** Open Graph type: a course is still a "website" to OG (it has no course type). */
  ogType?: 'website' | 'article';
  /** Not-found and error screens: `noindex`, and no canonical or language alternates. */
  noindex?: boolean;
  /** The page's own path when the URL may spell it otherwise (`/blog/Mein-Artikel` for `/blog/mein-artikel`). */
  path?: string;
}

/** The canonical page URL in `language`: path only, so filters and tracking parameters fold into it. */
export function useCanonicalUrl(language?: Language): string {
  const { pathname } = useLocation();
  const { locale } = useIntl();
  return pageUrl(useSiteOrigin(), pathname, language ?? (locale as Language));
}

/**
 * The page's `<head>` entries. React 19 hoists `<title>`, `<meta>` and `<link>` from anywhere in the
 * tree into `<head>` (and the server's HTML head), and removes them when the page unmounts.
 */
export function PageHead({ title, description, ogType = 'website', noindex = false, path }: Props) {
  const intl = useIntl();
  const language = intl.locale as Language;
  const origin = useSiteOrigin();
  const location = useLocation();
  const pathname = path ?? location.pathname;
  const { search } = location;
  // Self-referencing: `/course/1?lang=en` names itself, and the bare, language-adaptive path (the
  // x-default alternate) names itself too; pointing it at a language version would make search engines
  // see a canonical that is another hreflang alternate (Lighthouse fails "rel=canonical" for that).
  const canonical = pageUrl(origin, pathname, languageFromSearch(search) ?? undefined);
  const site = intl.formatMessage(pageTitleMessages.site);
  const fullTitle = title ? intl.formatMessage(pageTitleMessages.page, { page: title, site }) : site;

  if (noindex) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      {SITE_LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={pageUrl(origin, pathname, other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageUrl(origin, pathname)} />
      <meta property="og:site_name" content={ORGANISATION_NAME} />
      <meta property="og:title" content={title ?? site} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content={ogLocale(language)} />
      {SITE_LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
    </>
  );
}
