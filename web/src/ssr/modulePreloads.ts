import { readFileSync } from 'node:fs';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The browser build's manifest, or null (no browser build, as in the unit tests): pages then name no chunks. */
export function readManifest(url: URL): Manifest | null {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

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
 * `<link rel="modulepreload">` tags for the chunks of `modules` (source modules, as the manifest names them) and
 * the chunks they import, except those every page loads anyway (the entry, main.tsx and what they import): the
 * same set Vite's preload helper would insert, which skips a chunk the page already links. Low priority: the page
 * is painted from its HTML and styles alone, and its code is for later (boot.ts starts it after the first paint).
 */
export function modulePreloadTags(manifest: Manifest | null, modules: readonly string[]): string {
  if (!manifest || modules.length === 0) return '';
  const shellKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry || key === 'src/main.tsx');
  const shell = chunkFiles(manifest, shellKeys);
  return [...chunkFiles(manifest, modules)]
    .filter((file) => !shell.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}
