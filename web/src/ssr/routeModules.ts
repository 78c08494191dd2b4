import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which of the browser build's modules a server-rendered page starts with, so that its HTML can name their chunks
 * (`<link rel="modulepreload">`, ./modulePreloads.ts) and the browser fetches them while it parses the page.
 * Otherwise Vite's preload helper inserts a link per chunk while the page starts: ~15 on /courses, 25-60 ms of one
 * task here (each request started on the main thread), after the first paint where it blocks input.
 *
 * Server build only: web/build/route-modules.ts wraps each `import()` of src/routes/routes.tsx in
 * `recordRouteModule`, naming the module as Vite's manifest does (e.g. `src/pages/courses/CoursesPage.tsx`).
 */
const recording = new AsyncLocalStorage<Set<string>>();

export function recordRouteModule<T>(id: string, load: () => Promise<T>): Promise<T> {
  recording.getStore()?.add(id);
  return load();
}

/**
 * react-router loads a route's `lazy` code once per process, so only a route's first render imports it: what a
 * render records is kept for its matched routes, and later renders of them get it too.
 */
const learned = new Map<string, Set<string>>();

export async function withRouteModules<T>(
  work: () => Promise<T>,
  matchedRoutes: (result: T) => string | null,
): Promise<{ result: T; modules: string[] }> {
  const recorded = new Set<string>();
  const result = await recording.run(recorded, work);
  const key = matchedRoutes(result);
  if (key === null) return { result, modules: [...recorded] };
  const known = learned.get(key) ?? new Set<string>();
  for (const id of recorded) known.add(id);
  learned.set(key, known);
  return { result, modules: [...known] };
}
