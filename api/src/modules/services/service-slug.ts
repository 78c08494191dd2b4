/**
 * Old links spell service slugs in several ways (technische-baederbetreuung, TechnischeBaederbetreuung,
 * Seminare): compare them by lower-case letters and digits only. The SQL twin is SLUG_KEY_SQL.
 */
export function slugKey(slug: string): string {
  return slug
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** Same normalisation in SQL; a unique index on it keeps two services from sharing a key. */
export const SLUG_KEY_SQL = `regexp_replace(lower(slug), '[^a-z0-9]', '', 'g')`;
