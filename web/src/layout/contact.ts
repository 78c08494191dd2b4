/** Public contact address (docs/SPEC.md §2 header top bar, course detail contact link). */
export const CONTACT_EMAIL = 'info@h2o-gersthofen.de';
