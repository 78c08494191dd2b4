import { InMemoryLRUCache, type KeyValueCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import type { PersistedQueryOptions } from '@apollo/server';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CACHE_ENTRY_OVERHEAD_BYTES, stringBytes } from '../util/memory-size.js';

/**
 * Written by relay-compiler (`persistConfig` in relay.config.js): `{ [sha256 of the text]: text }` for
 * every operation of the web client. Resolved from the project root, as config.ts does, so the same path
 * holds for api/src under swc and for the compiled api/dist.
 */
export const PERSISTED_QUERIES_FILE = resolve(import.meta.dirname, '../../../web/src/__generated__/persisted-queries.json');

/**
 * Third-party registrations (Apollo's automatic persisted queries) are kept up to this many bytes, least recently
 * used out first: each document's text and hash as V8 holds them and a per-entry allowance, so registrations of
 * tiny documents cannot pile up beyond the bound either. A document is at most 32 KiB (QUERY_LIMITS), so at least
 * 128 of the largest and thousands of ordinary ones fit; a client whose document was evicted is told
 * PERSISTED_QUERY_NOT_FOUND and sends it again, as the protocol expects.
 */
const THIRD_PARTY_BYTES = 4 * 1024 * 1024;

interface Logger {
  warn(message: string): void;
}

type Documents = ReadonlyMap<string, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The documents of the file, keyed by hash. A missing or unreadable file yields none (the server starts
 * and third parties are served; the web client's requests fail until it is generated), and an entry whose
 * key is not the SHA-256 of its text is skipped: Apollo's protocol promises that a hash names that text.
 */
function readDocuments(file: string, log: Logger): Documents {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    log.warn(`No persisted operations of the web client (${file}: ${(error as Error).message}); run \`npm run relay\`.`);
    return new Map();
  }
  const documents = new Map<string, string>();
  for (const [hash, text] of Object.entries(parsed && typeof parsed === 'object' ? parsed : {})) {
    if (typeof text === 'string' && sha256(text) === hash) documents.set(hash, text);
    else log.warn(`Skipped persisted operation ${hash} of ${file}: its key is not the SHA-256 of its text.`);
  }
  return documents;
}

/** Identifies a version of the file cheaply; a change makes the next unknown hash read it again. */
function versionOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
}

/**
 * The persisted-query store behind Apollo's APQ protocol. Our own operations come from the file and are
 * never evicted; third parties' registrations (a request with both `query` and its hash, stored by Apollo
 * only after the document passed validation and the limits) live in a bounded LRU.
 *
 * When a hash is unknown, the file is read again if it changed on disk: `npm run dev` recompiles the
 * queries while the API runs, and `npm run build` may replace the client under a running server (the
 * static files are looked up per request too). The check is one `stat` per unknown hash.
 */
export class PersistedQueryStore implements KeyValueCache<string> {
  private documents: Documents;
  private version: string;
  private readonly registered: InMemoryLRUCache<string>;

  constructor(
    private readonly file: string,
    private readonly log: Logger,
    { thirdPartyBytes = THIRD_PARTY_BYTES } = {},
  ) {
    this.version = versionOf(file);
    this.documents = readDocuments(file, log);
    this.registered = new InMemoryLRUCache<string>({
      maxSize: thirdPartyBytes,
      sizeCalculation: (text, hash) => CACHE_ENTRY_OVERHEAD_BYTES + stringBytes(text) + stringBytes(hash),
    });
  }

  /** How many of the web client's operations are known. */
  get ownOperations(): number {
    return this.documents.size;
  }

  async get(hash: string): Promise<string | undefined> {
    const own = this.documents.get(hash);
    if (own !== undefined) return own;
    const registered = await this.registered.get(hash);
    if (registered !== undefined) return registered;
    return this.reloadIfChanged() ? this.documents.get(hash) : undefined;
  }

  async set(hash: string, text: string): Promise<void> {
    // Our own operations are already here; registering one again must not spend LRU room on it.
    if (this.documents.has(hash)) return;
    await this.registered.set(hash, text);
  }

  async delete(hash: string): Promise<boolean> {
    return this.registered.delete(hash);
  }

  private reloadIfChanged(): boolean {
    const version = versionOf(this.file);
    if (version === this.version) return false;
    this.version = version;
    this.documents = readDocuments(this.file, this.log);
    return true;
  }
}

/**
 * `persistedQueries` of `new ApolloServer(...)`: the web client sends only the hash of its operations;
 * third parties send documents, and may use automatic persisted queries as well. Keys are bare hashes:
 * this store serves nothing else, so Apollo's "apq:" prefix is not needed.
 */
export function persistedQueries(log: Logger, file = PERSISTED_QUERIES_FILE): PersistedQueryOptions {
  return { cache: PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(new PersistedQueryStore(file, log)) };
}
