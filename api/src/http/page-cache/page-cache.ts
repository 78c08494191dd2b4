import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { ANY_CHANGE } from './page-dependencies.js';

/** A rendered page as it is kept and sent again. */
export interface CachedPage {
  html: string;
  /** Strong validator of the exact bytes (`If-None-Match` → 304). */
  etag: string;
  tags: ReadonlySet<string>;
  /**
   * The page compressed once, at the build's strength, off the main thread (filled in shortly after it is kept):
   * a hit then costs no compression at all, and sends fewer bytes than per-request compression would.
   */
  encoded: { br?: Buffer; gzip?: Buffer };
}

export interface PageCacheOptions {
  /** Memory the kept pages may use (UTF-16 length counted as bytes: a bound, not a measure). */
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
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 10 * 60_000, now = Date.now }: PageCacheOptions = {}) {
    this.now = now;
    this.maxAgeMs = maxAgeMs;
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page, key) => page.html.length + key.length,
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

  get(key: string): CachedPage | undefined {
    return this.listening ? this.pages.get(key) : undefined;
  }

  /** A mark to hand to `set` after rendering: what the render read is only kept if nothing changed meanwhile. */
  mark(): number {
    return this.changes;
  }

  /** Keeps a page rendered since `mark`; false when it was not kept (a change arrived while it rendered). */
  set(key: string, html: string, tags: ReadonlySet<string>, mark: number): CachedPage {
    const page: CachedPage = { html, etag: pageEtag(html), tags, encoded: {} };
    if (!this.listening || mark !== this.changes) return page;
    this.pages.set(key, page, { ttl: this.timeToLive() });
    compressInBackground(page);
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return page;
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compressInBackground(page: CachedPage) {
  const body = Buffer.from(page.html);
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    .then((compressed) => (page.encoded.br = compressed))
    .catch(() => undefined);
  gzipped(body, { level: constants.Z_BEST_COMPRESSION })
    .then((compressed) => (page.encoded.gzip = compressed))
    .catch(() => undefined);
}

const berlinTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });

/** Milliseconds until the date changes in Berlin (course dates and "bookable" are Berlin dates). */
export function msUntilNextBerlinMidnight(now: number): number {
  const parts = Object.fromEntries(berlinTime.formatToParts(new Date(now)).map((part) => [part.type, Number(part.value)]));
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + (now % 1000);
  return 24 * 60 * 60 * 1000 - sinceMidnight;
}
