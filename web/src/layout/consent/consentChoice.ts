/**
 * The visitor's cookie choice: necessary, which cannot be disabled, and marketing (external content), kept in a
 * first-party cookie so it survives visits and the server could read it. Analytics and personalisation are not
 * offered because the site uses nothing of the kind: a switch for nothing misleads. Add a category here, with its
 * texts and a new CONSENT_TEXT_VERSION, when a service of that kind is really added.
 */

/**
 * Version of the texts in the banner and the settings dialog. Bump it whenever what they say changes
 * (a new service, a new purpose): a choice given to older texts was not informed about the change, so
 * the visitor is asked again.
 */
export const CONSENT_TEXT_VERSION = 2;

export const CONSENT_COOKIE = 'consent';

/** Twelve months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The categories a visitor may switch; "necessary" is always on. */
export const OPTIONAL_CATEGORIES = ['marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/**
 * The category that lets images and other content load from another origin (the stock image host).
 * It is marketing: such a host learns the visitor's address and can recognise them across every site
 * that embeds its files, which is what this category covers.
 */
export const EXTERNAL_MEDIA_CATEGORY: OptionalCategory = 'marketing';

export type ConsentCategories = { necessary: true } & Record<OptionalCategory, boolean>;

export interface ConsentChoice {
  version: number;
  /** ISO 8601 time of the decision. */
  decidedAt: string;
  categories: ConsentCategories;
}

/** What holds before and without a decision: nothing optional. */
export const NOTHING_OPTIONAL: ConsentCategories = { necessary: true, marketing: false };

export const EVERYTHING: ConsentCategories = { necessary: true, marketing: true };

export function makeChoice(optional: Record<OptionalCategory, boolean>, now: Date = new Date()): ConsentChoice {
  return {
    version: CONSENT_TEXT_VERSION,
    decidedAt: now.toISOString(),
    // Spelled out, so nothing but the optional booleans ever gets into the cookie.
    categories: { necessary: true, marketing: optional.marketing },
  };
}

// Far above the real value (about 150 characters): anything longer was not written by us.
const MAX_VALUE_LENGTH = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored choice, or null when the visitor has to be asked (again): no cookie, a value we did not
 * write (edited, truncated, hostile), "necessary" switched off, texts of another version, or a decision
 * older than twelve months (the cookie expires then; an edited expiry must not stretch it).
 */
export function parseConsent(value: string | undefined | null, now: Date = new Date()): ConsentChoice | null {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== CONSENT_TEXT_VERSION || typeof data.decidedAt !== 'string') return null;
  const decidedAt = Date.parse(data.decidedAt);
  if (Number.isNaN(decidedAt) || now.getTime() - decidedAt > CONSENT_MAX_AGE_SECONDS * 1000) return null;
  const categories = data.categories;
  if (!isRecord(categories) || categories.necessary !== true) return null;
  if (!OPTIONAL_CATEGORIES.every((category) => typeof categories[category] === 'boolean')) return null;
  return makeChoice(categories as Record<OptionalCategory, boolean>, new Date(decidedAt));
}

/** The choice in a `document.cookie` string ("a=1; consent=…; lang=de"). */
export function readConsentCookie(cookies: string, now: Date = new Date()): ConsentChoice | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === CONSENT_COOKIE) return parseConsent(pair.slice(separator + 1).trim(), now);
  }
  return null;
}

/** The line to assign to `document.cookie`: first-party, whole site, twelve months, not sent cross-site. */
export function consentCookieLine(choice: ConsentChoice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(choice));
  return `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
