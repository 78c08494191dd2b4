import type { EntityManager } from '@mikro-orm/postgresql';
import { readAllLegalTexts } from '../legal/legal-text.service.js';
import { type BusinessProfile, BUSINESS_PROFILE_KEY, businessProfileFrom } from '../settings/business-profile.js';
import { Setting } from '../settings/setting.entity.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { type TestMailState, testMailState } from './test-mail-receipts.js';

/**
 * Issue 27's first-run checklist, computed each time from the data itself (never from ticks of its own): what a new
 * installation needs before it sells. Each item says whether it is done and, when not, why.
 */
export const SETUP_ITEMS = ['BUSINESS_PROFILE', 'BANK_ACCOUNT', 'NOTIFICATION_ADDRESS', 'LEGAL_TEXTS', 'FIRST_COURSE', 'TEST_MAIL'] as const;
export type SetupItemKey = (typeof SETUP_ITEMS)[number];

export interface SetupItem {
  key: SetupItemKey;
  done: boolean;
  /** Why it is open, as a stable code the web words (MISSING_FIELDS, DEMO_ACCOUNT, NOT_REVIEWED, UNFILLED, QUEUED …); null when done. */
  reason: string | null;
  /** What is missing: field names, `imprint:de` texts, bracketed notes; empty when nothing to name. */
  details: string[];
}

export interface SetupChecklist {
  done: boolean;
  items: SetupItem[];
  /** The demo data's bank account is set: the admin area shows a banner until it is replaced. */
  demoBankAccount: boolean;
}

const item = (key: SetupItemKey, openReason: string | null, details: string[] = []): SetupItem => ({ key, done: openReason === null, reason: openReason, details });

/** The imprint and invoices need these; an invoice needs the tax number or the VAT id. */
function missingProfileFields(saved: boolean, profile: BusinessProfile): string[] {
  if (!saved) return ['saved'];
  const missing: string[] = (['legalName', 'street', 'postalCode', 'town', 'phone', 'email'] as const).filter((field) => !profile[field].trim());
  if (!profile.taxNumber.trim() && !profile.vatId.trim()) missing.push('taxNumber');
  return missing;
}

const TEST_MAIL_REASONS: Record<Exclude<TestMailState, 'CONFIRMED'>, string> = {
  NONE: 'NOT_SENT_YET',
  QUEUED: 'QUEUED',
  NOT_DELIVERED: 'NOT_DELIVERED',
  SENT: 'NOT_CONFIRMED',
};

export async function readSetupChecklist(em: EntityManager): Promise<SetupChecklist> {
  const profileRow = await em.findOne(Setting, { key: BUSINESS_PROFILE_KEY });
  const profile = businessProfileFrom(profileRow?.value);
  const { bankTransfer } = await readShopSettings(em);
  const texts = await readAllLegalTexts(em);
  // The demo's courses are examples: a first course is one staff created or changed (the audit log says who did what).
  const [{ courses: courseWork }] = await em.getConnection().execute<{ courses: number }[]>(
    `select count(*)::int as courses from courses c where exists (select 1 from audit_events a where a.entity_type = 'course' and a.entity_id = c.id)`,
  );
  const mail = await testMailState(em);

  const missing = missingProfileFields(profileRow !== null, profile);
  const notReviewed = texts.filter((text) => text.current === null).map((text) => `${text.document}:${text.language}`);
  const unfilled = texts.filter((text) => text.unfilled.length > 0).map((text) => `${text.document}:${text.language}`);
  const items = [
    item('BUSINESS_PROFILE', missing.length ? 'MISSING_FIELDS' : null, missing),
    item('BANK_ACCOUNT', !bankTransfer.ready ? 'NOT_SET' : bankTransfer.isDemo ? 'DEMO_ACCOUNT' : null),
    item('NOTIFICATION_ADDRESS', profile.notificationEmails.length === 0 ? 'NOT_SET' : null),
    item('LEGAL_TEXTS', unfilled.length ? 'UNFILLED' : notReviewed.length ? 'NOT_REVIEWED' : null, unfilled.length ? unfilled : notReviewed),
    item('FIRST_COURSE', courseWork === 0 ? 'NONE' : null),
    item('TEST_MAIL', mail === 'CONFIRMED' ? null : TEST_MAIL_REASONS[mail]),
  ];
  return { done: items.every((entry) => entry.done), items, demoBankAccount: bankTransfer.isDemo };
}
