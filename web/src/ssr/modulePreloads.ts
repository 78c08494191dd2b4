import { readFileSync } from 'node:fs';
import { STARTUP_PREFETCH_ID } from './document';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function chunkFiles(manifest: Manifest, keys: Iterable<string>, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    chunkFiles(manifest, chunk.imports ?? [], files, seen);
  }
  return files;
}

/**
 * Reads the browser build's manifest once and answers, per render, the links that fetch the page's code once it is
 * painted, in a `<template>` that boot.ts (inserted by index.html after the first paint) puts into the document:
 *
 * - `<link rel="modulepreload">` for the chunks of `modules` (source modules, as the manifest names them) and the
 *   chunks they import, except those every page loads anyway (the entry, main.tsx and what they import, found once
 *   here): the same set Vite's preload helper would insert, which skips a chunk the page already links. Low priority:
 *   they are for hydration, after the libraries. Named in the HTML itself, they were fetched while the page was
 *   parsed, and Lighthouse's simulation counted each one that had arrived before the first paint into the Largest
 *   Contentful Paint (~20 requests on a course page, 0.3-0.6 s on slow 4G), though the paint never waited for them.
 * - `<link rel="prefetch">` for the chunks boot.ts imports one library after another, and the page language's
 *   catalogue. Imported in turn, each waited for the one before: a chain of about ten round trips on mobile data before
 *   the page was React's. Prefetched, they arrive together and are only compiled when imported, one per task as
 *   before. The first library is left out: boot.ts imports it at once.
 *
 * Without a browser build (as in the unit tests) pages name no chunks.
 */
export function modulePreloader(manifestUrl: URL): (modules: readonly string[], language: string) => string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  } catch {
    return () => '';
  }
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const shell = chunkFiles(manifest, [...entryKeys, 'src/main.tsx']);
  const [firstLibrary, ...laterImports] = entryKeys.flatMap((key) => manifest[key].dynamicImports ?? []);
  const loadedFirst = chunkFiles(manifest, [...entryKeys, ...(firstLibrary ? [firstLibrary] : [])]);
  // The same for every page of a language: made once per language, not on every render.
  const prefetchesByLanguage = new Map<string, string>();
  const startupPrefetches = (language: string) => {
    let links = prefetchesByLanguage.get(language);
    if (links === undefined) {
      links = [...chunkFiles(manifest, [...laterImports, `src/i18n/catalogue.${language}.ts`])]
        .filter((file) => !loadedFirst.has(file) && file.endsWith('.js'))
        .map((file) => `<link rel="prefetch" as="script" crossorigin href="/${file}">`)
        .join('');
      prefetchesByLanguage.set(language, links);
    }
    return links;
  };
  return (modules, language) => {
    const preloads = [...chunkFiles(manifest, modules)]
      .filter((file) => !shell.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
    return `<template id="${STARTUP_PREFETCH_ID}">${preloads}${startupPrefetches(language)}</template>`;
  };
}
