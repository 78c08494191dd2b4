import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlConfig, type IntlShape } from 'react-intl';
import { hasCatalogue, loadCatalogue, messagesFor } from './catalogues';
import { applyLanguage, initialLanguage, type Language } from './languageChoice';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const warnedIds = new Set<string>();

// Missing ids are caught by the catalogue parity test; at run time one warning per id is
// enough, instead of react-intl's console.error on every render.
export const handleIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    const id = (error as { descriptor?: { id?: string } }).descriptor?.id ?? error.message;
    if (!warnedIds.has(id)) {
      warnedIds.add(id);
      console.warn(`[i18n] missing message: ${id}`);
    }
    return;
  }
  console.error(error);
};

// One intl object per language for the life of the module, shared by every render (and, on the server,
// every request): IntlProvider would parse each message and build its formatters again per provider,
// which was ~6 % of a server-rendered page's CPU. Formatters hold no per-render state.
export const intlCache = createIntlCache();
const intlByLanguage = new Map<Language, IntlShape>();

/**
 * Builds a language's intl object ahead of the first render: its first use of `Intl` loads the browser's locale
 * data (~20 ms of one task here, four to ten times that on a phone), which then need not happen inside a render.
 */
export function prepareIntl(language: Language): void {
  intlFor(language);
}

function intlFor(language: Language): IntlShape {
  let intl = intlByLanguage.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: 'de', messages: messagesFor(language), onError: handleIntlError }, intlCache);
    intlByLanguage.set(language, intl);
  }
  return intl;
}

interface Props {
  children: ReactNode;
  /** Fixed language for tests; otherwise the saved or browser choice. */
  language?: Language;
}

export function LanguageProvider({ children, language: fixedLanguage }: Props) {
  const [language, setLanguageState] = useState<Language>(() => fixedLanguage ?? initialLanguage());

  useEffect(() => applyLanguage(language, false), [language]);

  // The page arrived with its language's catalogue only: the other one loads on the first switch. A
  // failed load (offline) leaves the page as it was rather than showing message ids.
  const setLanguage = useCallback((next: Language) => {
    const show = () => {
      applyLanguage(next, true);
      setLanguageState(next);
    };
    if (hasCatalogue(next)) show();
    else loadCatalogue(next).then(show, (error: unknown) => console.error(`The ${next} texts could not be loaded`, error));
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={intlFor(language)}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
