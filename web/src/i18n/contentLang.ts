/**
 * The `lang` of a content text: the API lists in `untranslated` the texts an English page gets in German
 * because nobody has translated them yet; those are marked `lang="de"` (screen readers and hyphenation follow it).
 * Undefined otherwise: the text is in the page's language.
 */
export function contentLang(untranslated: readonly string[] | null | undefined, text: string): 'de' | undefined {
  return untranslated?.includes(text) ? 'de' : undefined;
}
