/** Interface languages (docs/SPEC.md §1). German is the source language and the fallback. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Name of the cookie that keeps the visitor's choice (the web client writes it with local storage). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * docs/SPEC.md §1: the saved choice; otherwise German when the browser's language is German, else English.
 * A request with no language at all (API clients) gets the German fallback.
 */
export function requestLanguage(savedChoice: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(savedChoice)) return savedChoice;
  const preferred = preferredTag(acceptLanguage);
  if (!preferred) return DEFAULT_LANGUAGE;
  return preferred.startsWith('de') ? 'de' : 'en';
}

/** The browser's first choice: the tag with the highest quality (ties keep header order). */
function preferredTag(header: string | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag ?? null;
}

/** A text that may be written in English too: German is the source and the fallback. */
export interface TranslatableText {
  de: string | null | undefined;
  en: string | null | undefined;
}

/** Whether a text has content (blank counts as not written). */
const written = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The text to show in `language`: the English one on English requests when written, else the German one. */
export function textIn<T extends string | null | undefined>(language: Language, german: T, english: string | null | undefined): T | string {
  return language === 'en' && written(english) ? english : german;
}

/** Whether an English request is shown the German text because no English one is written (the page marks it `lang="de"`). */
export function showsGerman(language: Language, german: string | null | undefined, english: string | null | undefined): boolean {
  return language === 'en' && written(german) && !written(english);
}

/**
 * Rows whose translatable texts follow the storage pattern `<name>` (German) and `<name>En` (English; null or
 * blank: not translated), as courses and blog posts do. The helpers below read such rows by the German names.
 */
type BilingualRow<K extends string> = { readonly [P in K]?: unknown } & { readonly [P in `${K}En`]?: unknown };

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The text `name` of a bilingual row as `language` shows it (English when written, else German). */
export function rowTextIn<K extends string>(row: BilingualRow<K>, name: K, language: Language): string | null {
  return textIn(language, asText(row[name]), asText(row[`${name}En` as `${K}En`]));
}

/** The texts of `names` an English request is shown in German; empty on German requests. */
export function untranslatedTexts<K extends string>(row: BilingualRow<K>, names: readonly K[], language: Language): K[] {
  return names.filter((name) => showsGerman(language, asText(row[name]), asText(row[`${name}En` as `${K}En`])));
}

/** The texts of `names` exactly as written in `language`, without fallback: null where none is written. */
export function textsAsWritten<K extends string>(row: BilingualRow<K>, names: readonly K[], language: Language): Record<K, string | null> {
  return Object.fromEntries(
    names.map((name) => {
      const text = asText(language === 'de' ? row[name] : row[`${name}En` as `${K}En`]);
      return [name, written(text) ? text : null];
    }),
  ) as Record<K, string | null>;
}
