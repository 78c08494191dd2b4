import { courseLabelCatalogue } from '@h2o/api/validation/course-fields';
import { validationCatalogue } from '@h2o/api/validation/messages';
import texts from './locales/en.json';

/**
 * The English catalogue: the web's own texts plus the validation messages shared with the API (`validation.*`,
 * whose one home is api/src/validation/messages.ts) and the course page's labels of the course texts (declared with
 * the texts, api/src/validation/course-fields.ts). Its own module, so the browser loads one language only;
 * the browser build replaces it with the same texts precompiled (web/build/catalogues.ts).
 */
const catalogue: Record<string, string> = { ...texts, ...validationCatalogue.en, ...courseLabelCatalogue.en.page };
export default catalogue;
