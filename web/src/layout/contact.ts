/** Public contact address (SPEC §2 header top bar, course detail contact link). */
export const CONTACT_EMAIL = 'info@h2o-gersthofen.de';
