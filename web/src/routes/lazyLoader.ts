import type { LoaderFunctionArgs } from 'react-router-dom';

type Loader<T> = (args: LoaderFunctionArgs) => T;

/**
 * A route loader whose code arrives in its own chunk, with the query artifacts and helpers it imports.
 * In the main chunk, every route's loader (and so every page's query) was part of each page's first
 * load. react-router calls this at the same moment as the route's `lazy` page import, so the two
 * chunks load in parallel and the query still starts before the page code has arrived.
 */
export function lazyLoader<T>(load: () => Promise<Loader<T | Promise<T>>>): Loader<Promise<T>> {
  // No cache of our own: the module system loads a chunk once and answers later imports from it.
  return async (args) => await (await load())(args);
}
