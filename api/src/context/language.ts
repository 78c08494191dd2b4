/** Interface languages (SPEC §1). German is the source language and the fallback. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Name of the cookie that keeps the visitor's choice (the web client writes it with local storage). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * SPEC §1: the saved choice; otherwise German when the browser's language is German, else English.
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
