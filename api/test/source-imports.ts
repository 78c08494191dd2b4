import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The repository's source files and what they import, read with TypeScript's own scanner (no type check,
 * no module resolution), for declared-dependencies.test.ts (the layers are checked by dependency-cruiser, layers.test.ts).
 */
export const repoRoot = join(import.meta.dirname, '../..');
export const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '__generated__', 'dist']);

/** Every source file under `path` (relative to the repository root), or `path` itself when it is one. */
export function sourceFiles(path: string): string[] {
  const full = join(repoRoot, path);
  if (SOURCE.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(join(path, entry.name));
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(full, entry.name)] : [];
  });
}

/** The module specifiers a file imports: static and dynamic imports, re-exports, `import type`. */
export function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => fileName);
}
