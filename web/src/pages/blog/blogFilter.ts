export const CATEGORY_PARAM = 'category';

/** The category a `?category=` asks for, or null for all posts. */
export function categoryFromParams(params: URLSearchParams): string | null {
  return params.get(CATEGORY_PARAM)?.trim() || null;
}

/**
 * The query string for a category link: other parameters (the `?lang=` of a language-specific URL)
 * stay, so filtering never switches the language.
 */
export function searchWithCategory(params: URLSearchParams, category: string | null): string {
  const next = new URLSearchParams(params);
  if (category) next.set(CATEGORY_PARAM, category);
  else next.delete(CATEGORY_PARAM);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The API compares categories ignoring case; so does the highlighted button. */
export function sameCategory(a: string | null, b: string | null): boolean {
  return (a ?? '').toLocaleLowerCase('de') === (b ?? '').toLocaleLowerCase('de');
}
