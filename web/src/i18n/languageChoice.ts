export type Language = 'de' | 'en';

export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

/** Saved choice first; otherwise German for German browsers, English for everyone else. */
export function chooseLanguage(saved: string | null | undefined, browserLanguage: string | undefined): Language {
  if (isLanguage(saved)) return saved;
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, cookie settings): fall back to the browser
  }
}

export function initialLanguage(): Language {
  return chooseLanguage(readSavedLanguage(), window.navigator.language);
}

/** Remembers the choice and tells browsers, screen readers and search engines the page language. */
export function applyLanguage(language: Language, persist: boolean): void {
  document.documentElement.lang = language;
  if (!persist) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this visit only.
  }
}
