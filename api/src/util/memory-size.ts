/**
 * Sizes for the byte bounds of in-process caches (the page cache, the persisted-query store, the introspection
 * answers): what an entry keeps alive, counted as V8 keeps it, not as JSON or UTF-8 would count it.
 */

/** Bytes V8 holds for a string's characters: one per character, two once any is beyond Latin-1 (`€`, `–`). */
export function stringBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? 2 * text.length : text.length;
}
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * What an entry of an LRU costs besides its key and value: the cache's slots and map entry, the value's wrapper
 * objects. An allowance, so that many tiny entries cannot hold more memory than the bound says.
 */
export const CACHE_ENTRY_OVERHEAD_BYTES = 256;
