import { useCallback } from 'react';
import type { Language } from './languageChoice';
import { useLanguage } from './LanguageProvider';

/**
 * A text stored in German with an optional English translation (`title` / `titleEn`), in the given
 * language: English when it is chosen and the translation exists, else the German original.
 */
export function localized<T>(language: Language, de: T, en: T | null | undefined): T {
  return language === 'en' ? (en ?? de) : de;
}

/** `localized` bound to the interface language: `const l = useLocalized(); l(data.title, data.titleEn)`. */
export function useLocalized(): <T>(de: T, en: T | null | undefined) => T {
  const { language } = useLanguage();
  return useCallback(<T>(de: T, en: T | null | undefined) => localized(language, de, en), [language]);
}
