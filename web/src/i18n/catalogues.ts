import de from './locales/de.json';
import en from './locales/en.json';
import type { Language } from './languageChoice';

export type Catalogue = Record<string, string>;

export const catalogues: Record<Language, Catalogue> = { de, en };

/**
 * German is the source language: an id missing only in English shows the German text.
 * An id missing everywhere shows the id itself (react-intl's behaviour without defaultMessage).
 */
export function messagesFor(language: Language): Catalogue {
  return language === 'de' ? catalogues.de : { ...catalogues.de, ...catalogues.en };
}
