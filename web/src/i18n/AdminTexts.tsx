import { Suspense, use, type ReactNode } from 'react';
import { createIntl, RawIntlProvider, type IntlShape } from 'react-intl';
import { PageSpinner } from '../ui/Spinner';
import { adminMessagesFor, type Catalogue, hasAdminCatalogue, loadAdminCatalogue, messagesFor, withModuleTexts } from './catalogues';
import { isLanguage, type Language } from './languageChoice';
import { handleIntlError, intlCache, useLanguage } from './LanguageProvider';

// One intl object per language, as the root's (LanguageProvider): the public texts plus the admin ones.
const adminIntlByLanguage = new Map<Language, IntlShape>();

function adminIntlFor(language: Language): IntlShape {
  let intl = adminIntlByLanguage.get(language);
  if (!intl) {
    const messages = withModuleTexts(language, { ...messagesFor(language), ...adminMessagesFor(language) } as Catalogue);
    intl = createIntl({ locale: language, defaultLocale: 'de', messages, onError: handleIntlError }, intlCache);
    adminIntlByLanguage.set(language, intl);
  }
  return intl;
}

/**
 * For the admin loaders: starts loading the admin texts of the page's language (`<html lang>`, which the
 * language choice keeps current) alongside the route's query. Errors surface where AdminTexts waits.
 */
export function preloadAdminTexts(): void {
  if (typeof document === 'undefined') return;
  const language = document.documentElement.lang;
  if (isLanguage(language) && !hasAdminCatalogue(language)) loadAdminCatalogue(language).catch(() => undefined);
}

function AdminIntl({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  // Suspends until this language's admin texts are there (first visit, or a switch of language).
  if (!hasAdminCatalogue(language)) use(loadAdminCatalogue(language));
  return <RawIntlProvider value={adminIntlFor(language)}>{children}</RawIntlProvider>;
}

/**
 * The admin area's texts: the public pages' catalogue lacks the `admin.*` texts, which arrive
 * in their own chunk when an admin route renders; a spinner until then (`fallback`, for the header's
 * sign-out button nothing).
 */
export function AdminTexts({ children, fallback = <PageSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AdminIntl>{children}</AdminIntl>
    </Suspense>
  );
}
