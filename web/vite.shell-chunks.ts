import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The chunks every page has run before any lazy import starts: the app's entry (boot.ts), main.tsx, and what
 * they import statically. Vite's preload helper inserts a `<link rel="modulepreload">` for each dependency of a
 * lazy import; for these chunks (already loaded) each link was work for nothing, ~20 per route at hydration
 * (~8 % of a page's start-up here). `modulePreload.resolveDependencies` leaves them out with `outsideShell`.
 */
const shellChunks = new Set<string>();

const SHELL_ENTRIES = [/\/src\/boot\.ts$/, /\/src\/main\.tsx$/];

function collectShell(bundle: OutputBundle): void {
  shellChunks.clear();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (shellChunks.has(fileName) || chunk?.type !== 'chunk') return;
    shellChunks.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && SHELL_ENTRIES.some((entry) => entry.test(chunk.facadeModuleId ?? ''))) visit(fileName);
  }
}

/** Records the shell's chunks before Vite's import analysis asks `resolveDependencies` (both in generateBundle). */
export function shellChunksPlugin(): Plugin {
  return {
    name: 'h2o-shell-chunks',
    apply: 'build',
    generateBundle: { order: 'pre', handler: (_options, bundle) => collectShell(bundle) },
  };
}

export function outsideShell(deps: string[]): string[] {
  return deps.filter((dep) => !shellChunks.has(dep));
}
