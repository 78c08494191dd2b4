export type Language = 'de' | 'en';

export const LANGUAGE_STORAGE_KEY = 'language';
/** Read by the server (`UserError.message`, e-mails) before Accept-Language. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
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

/**
 * The browser's choice, for a page rendered in the browser only. A server-rendered page takes the
 * language the server chose (same rule, from the `lang` cookie and Accept-Language): see main.tsx.
 */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'de'; // never reached: the server always passes its choice
  return chooseLanguage(readSavedLanguage(), window.navigator.language);
}

/**
 * Mirrors the interface language in the `lang` cookie, so the server answers in it. A choice the
 * visitor made (now or saved earlier) is kept for a year; one taken from the browser only for the
 * browser session, so it follows the browser when that changes.
 */
function writeLanguageCookie(language: Language, chosen: boolean): void {
  const lifetime = chosen ? `; max-age=${ONE_YEAR_IN_SECONDS}` : '';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/${lifetime}; SameSite=Lax${secure}`;
}

/** The browser-session mirror of applyLanguage, waiting for its task. */
let pendingMirror: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells browsers, screen readers and search engines (`<html lang>`) and the server (`lang` cookie)
 * the page language; `persist` (the visitor chose it) also remembers it in localStorage.
 */
export function applyLanguage(language: Language, persist: boolean): void {
  // Only when it changes: assigned even its own value, <html lang> makes the browser restyle every element of the
  // page (for :lang()), ~400 on /courses, 6-14 ms here in the task that hydrates it and four times that on a phone.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  clearTimeout(pendingMirror); // a choice made now wins over a mirror still waiting
  if (persist) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // The choice then lasts for this visit only (the cookie still carries it to the server).
    }
    writeLanguageCookie(language, true);
    return;
  }
  // On hydration the server has just read the same cookie: nothing to write (nor storage to read).
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  // A first visit. The page's first localStorage read loads the site's whole storage from the browser (a synchronous
  // round trip, 3-4 ms here and four times that on a phone): in a task of its own, not in the one that runs all of
  // hydration's effects. Until then the server answers from Accept-Language, which gave this same language.
  pendingMirror = setTimeout(() => writeLanguageCookie(language, readSavedLanguage() === language), 0);
}
