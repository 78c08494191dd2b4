import { validationCatalogue } from '@h2o/api/validation/messages';
import de from './locales/de.json';
import en from './locales/en.json';
import type { Language } from './languageChoice';

type Catalogue = Record<string, string>;

/**
 * The web's own texts (locales/*.json) plus the validation messages shared with the API
 * (`validation.*`, whose one home is api/src/validation/messages.ts).
 */
export const catalogues: Record<Language, Catalogue> = {
  de: { ...de, ...validationCatalogue.de },
  en: { ...en, ...validationCatalogue.en },
};

/**
 * German is the source language: an id missing only in English shows the German text.
 * An id missing everywhere shows the id itself (react-intl's behaviour without defaultMessage).
 */
export function messagesFor(language: Language): Catalogue {
  return language === 'de' ? catalogues.de : { ...catalogues.de, ...catalogues.en };
}
