import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { stringBytes } from '../../util/memory-size.js';
import { ANY_CHANGE } from './page-dependencies.js';

/** A rendered page as it is kept and sent again. */
export interface CachedPage {
  html: string;
  /** Strong validator of the exact bytes (`If-None-Match` → 304). */
  etag: string;
  tags: ReadonlySet<string>;
  /**
   * The page compressed once, at the build's strength, off the main thread, when it is first asked for again (the kept
   * page is then replaced by one with both encodings): later hits cost no compression at all, and send fewer bytes
   * than per-request compression would. Not when it is kept: brotli 11 costs twice the CPU of the render itself, and a
   * flood of cache-busting searches makes pages nobody asks for again.
   */
  readonly encoded: { readonly br?: Buffer; readonly gzip?: Buffer };
}

export interface PageCacheOptions {
  /**
   * Memory the kept pages may use, in bytes: each page's text, key, validator and tags as V8 holds them, both
   * compressed copies, and a fixed allowance for the objects around them (see `pageBytes`).
   */
  maxBytes?: number;
  /**
   * Longest time a page is kept. Writes drop pages at once; this bounds what only time changes (a course that
   * has started is no longer bookable): such pages are also dropped at every midnight in Berlin.
   */
  maxAgeMs?: number;
  now?: () => number;
}

export function pageEtag(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * Rendered public pages in memory, dropped by tag when the database says what changed (./invalidation-listener.ts).
 * It only serves while it is sure to hear of every change: until the listener is connected, and again from
 * the moment it loses the connection until it has it back, nothing is served or kept (a notification missed
 * in between could leave a page stale), and everything kept before is dropped.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Counts the changes heard: a render that saw one start or end meanwhile may show the old state. */
  private changes = 0;
  private listening = false;
  /** Kept pages whose compression is under way (so a page asked for by many at once is compressed once). */
  private readonly compressing = new WeakSet<CachedPage>();
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor({ maxBytes = PAGE_CACHE_MAX_BYTES, maxAgeMs = 10 * 60_000, now = Date.now }: PageCacheOptions = {}) {
    this.now = now;
    this.maxAgeMs = maxAgeMs;
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: pageBytes,
      ttl: maxAgeMs,
      // Read the clock on every look-up (a debounced one would outlive a test's clock step; Date.now is cheap).
      ttlResolution: 0,
      perf: { now },
      dispose: (page, key) => this.unindex(key, page.tags),
    });
  }

  /** Whether pages are served and kept now (the listener is connected). */
  get active(): boolean {
    return this.listening;
  }

  /** Called by the listener: connected (after `LISTEN`) or lost. Either way what was kept may be stale. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  /** The kept page, if any; a page asked for again is compressed from then on (see `CachedPage.encoded`). */
  get(key: string): CachedPage | undefined {
    if (!this.listening) return undefined;
    const page = this.pages.get(key);
    if (page && !page.encoded.br && !this.compressing.has(page)) this.compressInBackground(key, page);
    return page;
  }

  /** A mark to hand to `set` after rendering: what the render read is only kept if nothing changed meanwhile. */
  mark(): number {
    return this.changes;
  }

  /** Keeps a page rendered since `mark`; false when it was not kept (a change arrived while it rendered). */
  set(key: string, html: string, tags: ReadonlySet<string>, mark: number): CachedPage {
    const page: CachedPage = { html, etag: pageEtag(html), tags, encoded: {} };
    if (this.listening && mark === this.changes) this.keep(key, page, { ttl: this.timeToLive() });
    return page;
  }

  /** Compresses a kept page off the main thread and keeps it again with its encodings. */
  private compressInBackground(key: string, page: CachedPage) {
    this.compressing.add(page);
    void compress(page.html).then((encoded) => {
      // Kept again with its encodings, so their bytes count too; unless a change or eviction dropped it meanwhile.
      // The LRU only recounts a size when the value is a new object; noUpdateTTL keeps the page's deadline.
      if (encoded && this.pages.peek(key) === page) this.keep(key, { ...page, encoded }, { noUpdateTTL: true });
    });
  }

  /** Bytes the kept pages take now, as counted against `maxBytes`. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** Keeps a page and indexes it by its tags; false when it is larger than the whole cache may be (not kept). */
  private keep(key: string, page: CachedPage, options: LRUCache.SetOptions<string, CachedPage, unknown>): boolean {
    this.pages.set(key, page, options);
    // Indexed only once kept: a tag index entry for a page the LRU refused would never be removed.
    if (this.pages.peek(key) !== page) return false;
    for (const tag of page.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** A change the database announced (`courses:8`, `courses`). */
  invalidate(tag: string): void {
    this.changes += 1;
    for (const dropped of [tag, ANY_CHANGE]) {
      const keys = this.keysByTag.get(dropped);
      if (!keys) continue;
      for (const key of [...keys]) this.pages.delete(key);
    }
  }

  clear(): void {
    this.changes += 1;
    this.pages.clear();
    this.keysByTag.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private unindex(key: string, tags: ReadonlySet<string>) {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private timeToLive(): number {
    const untilMidnight = msUntilNextBerlinMidnight(this.now());
    return Math.max(1, Math.min(this.maxAgeMs, untilMidnight));
  }
}

/**
 * 32 MiB of pages as they are kept: a rendered page is about 60-130 KB of text and its two compressed copies about a
 * fifth of that, so a few hundred pages, more than the site's pages in both languages; what only odd addresses ask
 * for is the least recently used and goes first.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * What one kept page costs besides its strings and buffers: the page object, its tag set, the LRU's slots and
 * the tag index's entries (a per-entry allowance, so that many tiny pages cannot hold more than the bound says).
 */
const PAGE_OVERHEAD_BYTES = 512;
const TAG_OVERHEAD_BYTES = 128;

/** A kept page's size as counted against the cache's bound: everything the entry keeps alive. */
export function pageBytes(page: CachedPage, key: string): number {
  let bytes = PAGE_OVERHEAD_BYTES + stringBytes(page.html) + stringBytes(key) + page.etag.length;
  for (const tag of page.tags) bytes += TAG_OVERHEAD_BYTES + tag.length;
  return bytes + (page.encoded.br?.byteLength ?? 0) + (page.encoded.gzip?.byteLength ?? 0);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Both encodings of a page, computed off the main thread; undefined if either fails (the page is then sent as text). */
async function compress(html: string): Promise<CachedPage['encoded'] | undefined> {
  const body = Buffer.from(html);
  const brotliOptions = {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  try {
    const [br, gzip] = await Promise.all([brotli(body, brotliOptions), gzipped(body, { level: constants.Z_BEST_COMPRESSION })]);
    return { br, gzip };
  } catch {
    return undefined;
  }
}

const berlinTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Milliseconds until the date changes in Berlin (course dates and "bookable" are Berlin dates). */
export function msUntilNextBerlinMidnight(now: number): number {
  const parts = Object.fromEntries(berlinTime.formatToParts(new Date(now)).map((part) => [part.type, Number(part.value)]));
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + (now % 1000);
  return 24 * 60 * 60 * 1000 - sinceMidnight;
}
