import { readFileSync } from 'node:fs';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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
 * Reads the browser build's manifest once and answers, per render, the `<link rel="modulepreload">` tags for the
 * chunks of `modules` (source modules, as the manifest names them) and the chunks they import, except those every
 * page loads anyway (the entry, main.tsx and what they import, found once here): the same set Vite's preload helper
 * would insert, which skips a chunk the page already links. Low priority: the page is painted from its HTML and
 * styles alone, and its code is for later (boot.ts starts it after the first paint). Without a browser build (as in
 * the unit tests) pages name no chunks.
 */
export function modulePreloader(manifestUrl: URL): (modules: readonly string[]) => string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  } catch {
    return () => '';
  }
  const shell = chunkFiles(manifest, Object.keys(manifest).filter((key) => manifest[key].isEntry || key === 'src/main.tsx'));
  return (modules) =>
    [...chunkFiles(manifest, modules)]
      .filter((file) => !shell.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
}
