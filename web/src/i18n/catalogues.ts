import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languageChoice';

/** A language's messages by id: ICU source texts, or (in the browser build) their parsed trees. */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per language: a page loads the catalogue of its language only, the other on a switch.
const importers: Record<Language, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./catalogue.de'),
  en: () => import('./catalogue.en'),
};

const loaded = new Map<Language, Catalogue>();

/**
 * Texts that modules bring along in the browser build (web/build/catalogues.ts): a public page's messages module its
 * page's texts, a shared schema or a notice the validation messages it names. There the language catalogues hold
 * only the shell's texts (header, footer, cart, consent), so a page's texts weigh on that page's first load only
 * (the whole catalogue was ~14 KiB gzip of every page). A module runs before anything can render what it names, so
 * its texts are in place by then. The server, the dev server and the tests have whole catalogues, and no such call.
 */
const moduleTexts: Array<Partial<Record<Language, Catalogue>>> = [];
/** The message objects the intl objects read, per language: each receives every module's texts, now and later. */
const receivers = new Map<Language, Catalogue[]>();

/** Registers a messages object the intl objects read (a loaded catalogue, the admin area's merged one) to receive the modules' texts. */
export function withModuleTexts(language: Language, catalogue: Catalogue): Catalogue {
  receivers.set(language, [...(receivers.get(language) ?? []), catalogue]);
  for (const texts of moduleTexts) Object.assign(catalogue, texts[language]);
  return catalogue;
}

/** Called by a text-carrying module as it runs, in the browser build (the plugin adds the call), with its texts. */
export function addModuleTexts(texts: Partial<Record<Language, Catalogue>>): void {
  moduleTexts.push(texts);
  // react-intl looks a message up in the messages object at each use: adding to it is enough.
  for (const [language, catalogues] of receivers) for (const catalogue of catalogues) Object.assign(catalogue, texts[language]);
}

/** Makes a catalogue available at once (the server render and the tests import both up front). */
export function provideCatalogue(language: Language, catalogue: Catalogue): void {
  loaded.set(language, withModuleTexts(language, catalogue));
}

export function hasCatalogue(language: Language): boolean {
  return loaded.has(language);
}

/** Loads a language's catalogue (once); `messagesFor` answers for it afterwards. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, withModuleTexts(language, (await importers[language]()).default));
}

/**
 * A loaded language's messages. Every id exists in both languages (the catalogue test checks it), so
 * the English catalogue needs no German one underneath; a missing id shows the id itself.
 */
export function messagesFor(language: Language): Catalogue {
  const catalogue = loaded.get(language);
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded: await loadCatalogue('${language}') first`);
  return catalogue;
}

// The admin area's texts: their own chunk per language, loaded by the admin routes only.
const adminImporters: Record<Language, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./adminCatalogue.de'),
  en: () => import('./adminCatalogue.en'),
};

const adminLoaded = new Map<Language, Catalogue>();
const adminLoading = new Map<Language, Promise<void>>();

export function provideAdminCatalogue(language: Language, catalogue: Catalogue): void {
  adminLoaded.set(language, catalogue);
}

export function hasAdminCatalogue(language: Language): boolean {
  return adminLoaded.has(language);
}

/**
 * Loads a language's admin catalogue (once). The same promise for every caller while it loads, so the
 * admin loaders can start it and the suspended admin area wait for it; a failed load is tried again later.
 */
export function loadAdminCatalogue(language: Language): Promise<void> {
  let loading = adminLoading.get(language);
  if (!loading) {
    loading = adminImporters[language]().then(
      (module) => void adminLoaded.set(language, module.default),
      (error: unknown) => {
        adminLoading.delete(language);
        throw error;
      },
    );
    adminLoading.set(language, loading);
  }
  return loading;
}

export function adminMessagesFor(language: Language): Catalogue {
  const catalogue = adminLoaded.get(language);
  if (!catalogue) throw new Error(`The ${language} admin catalogue is not loaded: await loadAdminCatalogue('${language}') first`);
  return catalogue;
}
