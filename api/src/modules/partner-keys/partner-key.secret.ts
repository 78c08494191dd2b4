import { createHash, randomBytes } from 'node:crypto';

/** Every key begins so: scanners (GitHub's secret scanning, log filters) and people can tell what it is. */
export const PARTNER_KEY_PREFIX = 'h2o_live_';
/** The random part: 32 bytes, base64url (43 characters). */
const RANDOM_BYTES = 32;
const RANDOM_LENGTH = 43;
/** How much of the random part the list shows: enough to tell keys apart, far too little to guess the rest. */
const VISIBLE_RANDOM = 8;

const KEY_SHAPE = new RegExp(`^${PARTNER_KEY_PREFIX}[A-Za-z0-9_-]{${RANDOM_LENGTH}}$`);

export interface NewPartnerSecret {
  /** The whole key, shown once. */
  key: string;
  prefix: string;
  hash: string;
}

/** SHA-256 suffices: the key is 256 random bits, not a password a person chose (argon2 would make every request slow). */
export const hashPartnerKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newPartnerSecret(): NewPartnerSecret {
  const key = PARTNER_KEY_PREFIX + randomBytes(RANDOM_BYTES).toString('base64url');
  return { key, prefix: key.slice(0, PARTNER_KEY_PREFIX.length + VISIBLE_RANDOM), hash: hashPartnerKey(key) };
}

/** Whether a bearer token claims to be a partner key (then it is one, or it is refused: never read as a session token). */
export const looksLikePartnerKey = (token: string) => token.startsWith(PARTNER_KEY_PREFIX);

/** Whether it has a key's exact shape; anything else is refused without asking the database. */
export const hasPartnerKeyShape = (token: string) => KEY_SHAPE.test(token);
