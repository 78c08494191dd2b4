import { validationCatalogue } from '@h2o/api/validation/messages';
import texts from './locales/en.json';

/**
 * The English catalogue: the web's own texts plus the validation messages shared with the API (`validation.*`,
 * whose one home is api/src/validation/messages.ts). Its own module, so the browser loads one language only;
 * the browser build replaces it with the same texts precompiled (web/build/catalogues.ts).
 */
const catalogue: Record<string, string> = { ...texts, ...validationCatalogue.en };
export default catalogue;
