import { blogLabelCatalogue } from '@h2o/api/validation/blog-fields';
import { courseLabelCatalogue } from '@h2o/api/validation/course-fields';
import texts from './locales/admin.en.json';

/**
 * The English texts of the admin area (`admin.*`): their own chunk, loaded by the admin routes only
 * (AdminTexts), so no public page carries them. The browser build replaces it with the same texts
 * precompiled (web/build/catalogues.ts).
 */
const catalogue: Record<string, string> = { ...texts, ...courseLabelCatalogue.en.form, ...blogLabelCatalogue.en.form };
export default catalogue;
