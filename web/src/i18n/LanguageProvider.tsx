import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { messagesFor } from './catalogues';
import { applyLanguage, initialLanguage, type Language } from './languageChoice';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const warnedIds = new Set<string>();

// Missing ids are caught by the catalogue parity test; at run time one warning per id is
// enough, instead of react-intl's console.error on every render.
const handleIntlError: IntlConfig['onError'] = (error) => {
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

interface Props {
  children: ReactNode;
  /** Fixed language for tests; otherwise the saved or browser choice. */
  language?: Language;
}

export function LanguageProvider({ children, language: fixedLanguage }: Props) {
  const [language, setLanguageState] = useState<Language>(() => fixedLanguage ?? initialLanguage());

  useEffect(() => applyLanguage(language, false), [language]);

  const setLanguage = useCallback((next: Language) => {
    applyLanguage(next, true);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="de" messages={messagesFor(language)} onError={handleIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
