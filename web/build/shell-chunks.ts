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
    buildEnd() {
      collectShellModules([...this.getModuleIds()], (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    generateBundle: { order: 'pre', handler: (_options, bundle) => collectShell(bundle) },
  };
}

export function outsideShell(deps: string[]): string[] {
  return deps.filter((dep) => !shellChunks.has(dep));
}

/**
 * Our own modules that main.tsx imports statically (not the libraries, not boot.ts's own): every page runs all of
 * them at start-up. Left to the default splitting they were ~35 chunks of 0.1-2 KiB, split by which lazy routes
 * share them: as many requests at start-up, and ~7 KiB more gzip than the same code in one file (each file is
 * compressed without the others' words). `shellGroup` keeps them in one chunk.
 */
const shellModules = new Set<string>();
/** What boot.ts imports statically (and Vite's preload helper): it must stay out of the shell's chunk (`startGroup`). */
const bootModules = new Set<string>();

function collectShellModules(moduleIds: string[], importedIds: (id: string) => readonly string[]): void {
  const closure = (entry: RegExp) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) return;
      found.add(id);
      importedIds(id).forEach(visit);
    };
    moduleIds.filter((id) => entry.test(id)).forEach(visit);
    return found;
  };
  const [bootEntry, mainEntry] = SHELL_ENTRIES;
  bootModules.clear();
  for (const id of closure(bootEntry)) if (!bootEntry.test(id)) bootModules.add(id);
  shellModules.clear();
  for (const id of closure(mainEntry)) if (!bootModules.has(id)) shellModules.add(id);
}

/**
 * rolldown's `codeSplitting.groups`, after the libraries' (priority 3): a group takes its modules' dependencies
 * along, libraries included. Without `startGroup` first, the shell's chunk took the modules boot.ts shares with
 * main.tsx (nextTask, the preload helper), and boot.ts then imported the whole shell, which ran before the first
 * paint instead of after it (simulated FCP and LCP +0.4-0.8 s).
 */
export const startGroup = { name: 'start', priority: 4, test: (id: string) => bootModules.has(id) || /vite\/preload-helper/.test(id) };
export const shellGroup = { name: 'shell', priority: 1, test: (id: string) => shellModules.has(id) };
