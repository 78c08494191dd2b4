import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from './setting.entity.js';

/** Row of the `settings` table holding the school's own facts: what mails, invoices and the imprint print. */
export const BUSINESS_PROFILE_KEY = 'business_profile';

/**
 * Who the school is, as §14 UStG invoices, the imprint (§5 DDG) and the organisation's JSON-LD need it. Edited by
 * admins in Settings; every reader goes through `readBusinessProfile`, never through constants of its own.
 */
export interface BusinessProfile {
  /** The legal name (invoices, imprint), e.g. "H2O Gersthofen – Inh. Max Muster". */
  legalName: string;
  /**
   * Who runs it: the owner's full name (sole proprietor) or the legal form with its representative ("GmbH, vertreten
   * durch …"); §5 DDG and §14 UStG invoices need it. Empty until entered.
   */
  owner: string;
  /** Street and house number; empty until entered. */
  street: string;
  postalCode: string;
  town: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Public telephone; empty until entered. */
  phone: string;
  /** Public contact address (imprint, mails' footers). */
  email: string;
  /** Steuernummer; empty until entered (an invoice needs it or the VAT id). */
  taxNumber: string;
  /** USt-IdNr. (DE + 9 digits); empty when the school has none. */
  vatId: string;
  /** Register entry (court and number), empty for a sole proprietor. */
  registerEntry: string;
  /** Where the office's notifications go (new orders, payments, refunds owed); empty: the server's MAIL_TO. */
  notificationEmails: string[];
}

/** The facts docs/SPEC.md §1 gives; the rest stays empty until staff enter it (the first-run checklist asks). */
export const DEFAULT_BUSINESS_PROFILE: BusinessProfile = {
  legalName: 'H2O Gersthofen',
  owner: '',
  street: '',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'DE',
  phone: '',
  email: 'info@h2o-gersthofen.de',
  taxNumber: '',
  vatId: '',
  registerEntry: '',
  notificationEmails: [],
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The stored value read field by field: what is missing or out of shape takes its default (as shop settings do). */
export function businessProfileFrom(value: unknown): BusinessProfile {
  const stored = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const defaults = DEFAULT_BUSINESS_PROFILE;
  const emails = Array.isArray(stored.notificationEmails)
    ? stored.notificationEmails.filter((entry): entry is string => typeof entry === 'string')
    : [];
  return {
    legalName: text(stored.legalName, defaults.legalName),
    owner: text(stored.owner, defaults.owner),
    street: text(stored.street, defaults.street),
    postalCode: text(stored.postalCode, defaults.postalCode),
    town: text(stored.town, defaults.town),
    country: text(stored.country, defaults.country),
    phone: text(stored.phone, defaults.phone),
    email: text(stored.email, defaults.email),
    taxNumber: text(stored.taxNumber, defaults.taxNumber),
    vatId: text(stored.vatId, defaults.vatId),
    registerEntry: text(stored.registerEntry, defaults.registerEntry),
    notificationEmails: emails,
  };
}

/** The business profile; defaults when nobody saved one. Takes any EntityManager (request, transaction, job). */
export async function readBusinessProfile(em: EntityManager): Promise<BusinessProfile> {
  const setting = await em.findOne(Setting, { key: BUSINESS_PROFILE_KEY });
  return businessProfileFrom(setting?.value);
}

/** Where the office's notifications go: the profile's addresses, else the server's MAIL_TO. */
export function notificationAddresses(profile: BusinessProfile, mailTo: string): string[] {
  return profile.notificationEmails.length > 0 ? profile.notificationEmails : [mailTo];
}
