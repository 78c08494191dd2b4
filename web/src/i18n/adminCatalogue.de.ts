import { blogLabelCatalogue } from '@h2o/api/validation/blog-fields';
import { courseLabelCatalogue } from '@h2o/api/validation/course-fields';
import texts from './locales/admin.de.json';

/**
 * The German texts of the admin area (`admin.*`; the course and blog forms' labels of their texts are declared with the
 * texts, api/src/validation/course-fields.ts and blog-fields.ts): their own chunk, loaded by the admin routes only
 * (AdminTexts), so no public page carries them. The browser build replaces it with the same texts
 * precompiled (web/build/catalogues.ts).
 */
const catalogue: Record<string, string> = { ...texts, ...courseLabelCatalogue.de.form, ...blogLabelCatalogue.de.form };
export default catalogue;
