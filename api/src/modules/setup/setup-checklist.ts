import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailDelivery } from '../../config.js';
import { readAllLegalTexts } from '../legal/legal-text.service.js';
import type { PayPalMode, Payments } from '../payments/payments.js';
import { type BusinessProfile, BUSINESS_PROFILE_KEY, businessProfileFrom } from '../settings/business-profile.js';
import { Setting } from '../settings/setting.entity.js';
import { readShopSettings } from '../settings/shop-settings.service.js';
import { demoDataLeft } from './demo-data.js';
import { readSiteMode } from './site-mode.js';
import { type TestMailState, testMailState } from './test-mail-receipts.js';

/**
 * First-run checklist, computed each time from the data itself (never from ticks of its own): what a new
 * installation needs before it sells. Each item says whether it is done and, when not, why. Some steps are
 * conditions of going live (go-live.ts): the site leaves demo mode only when none of those is open.
 */
export const SETUP_ITEMS = [
  'BUSINESS_PROFILE',
  'BANK_ACCOUNT',
  'PAYPAL',
  'NOTIFICATION_ADDRESS',
  'LEGAL_TEXTS',
  'FIRST_COURSE',
  'TEST_MAIL',
  'SMTP',
  'DEMO_DATA',
] as const;
export type SetupItemKey = (typeof SETUP_ITEMS)[number];

export interface SetupItem {
  key: SetupItemKey;
  done: boolean;
  /** Why it is open, as a stable code the web words (MISSING_FIELDS, DEMO_ACCOUNT, NOT_REVIEWED, UNFILLED, QUEUED …); null when done. */
  reason: string | null;
  /** What is missing: field names, `imprint:de` texts, bracketed notes, demo rows (`courses:9`); empty when nothing to name. */
  details: string[];
  /** True while this open step keeps the site from going live. */
  blocksGoLive: boolean;
  /** A step a school may leave open (PayPal: bank transfer alone is a way to be paid); the list counts done without it. */
  optional: boolean;
}

export interface SetupChecklist {
  done: boolean;
  items: SetupItem[];
  /** The demo data's bank account is set: the admin area shows a banner until it is replaced. */
  demoBankAccount: boolean;
  /** The site is live (left demo mode). */
  live: boolean;
  /** No open step blocks going live. */
  canGoLive: boolean;
}

/** What the checklist reads beyond the database: how this server sends mail and takes PayPal payments. */
export interface SetupEnvironment {
  em: EntityManager;
  mailDelivery: MailDelivery;
  payments?: Payments;
}

/** Steps a school may leave open for good. */
const OPTIONAL_ITEMS = new Set<SetupItemKey>(['PAYPAL']);
/** Why PayPal is not taking real payments yet, by where its payments go. */
const PAYPAL_REASONS: Record<PayPalMode, string | null> = {
  LIVE: null,
  PAYPAL_SANDBOX: 'PAYPAL_SANDBOX',
  STAND_IN: 'STAND_IN',
  OFF: 'NOT_CONFIGURED',
};

/** Open reasons that do not keep the site from going live (a text only awaiting review is not a placeholder). */
const NOT_BLOCKING = new Set(['NOT_REVIEWED']);
/** The conditions of going live; the other steps help, but a school may sell without them. */
const GO_LIVE_ITEMS = new Set<SetupItemKey>(['BUSINESS_PROFILE', 'BANK_ACCOUNT', 'LEGAL_TEXTS', 'SMTP', 'DEMO_DATA']);

const item = (key: SetupItemKey, openReason: string | null, details: string[] = []): SetupItem => ({
  key,
  done: openReason === null,
  reason: openReason,
  details,
  blocksGoLive: openReason !== null && GO_LIVE_ITEMS.has(key) && !NOT_BLOCKING.has(openReason),
  optional: OPTIONAL_ITEMS.has(key),
});

/** Legal forms entered in a commercial or association register: their imprint and invoices name the entry. */
const REGISTERED_FORM = /\b(GmbH|gGmbH|UG|AG|KG|OHG|KGaA|SE|eG|e\.\s?K\.|e\.\s?Kfm\.|e\.\s?Kfr\.|e\.\s?V\.|PartG)(?![\p{L}])/u;

/** The imprint (§5 DDG) and invoices (§14 UStG) need these; an invoice needs the tax number or the VAT id. */
function missingProfileFields(saved: boolean, profile: BusinessProfile): string[] {
  if (!saved) return ['saved'];
  const missing: string[] = (['legalName', 'owner', 'street', 'postalCode', 'town', 'phone', 'email'] as const).filter(
    (field) => !profile[field].trim(),
  );
  if (!profile.taxNumber.trim() && !profile.vatId.trim()) missing.push('taxNumber');
  if (!profile.registerEntry.trim() && REGISTERED_FORM.test(`${profile.legalName} ${profile.owner}`)) missing.push('registerEntry');
  return missing;
}

const TEST_MAIL_REASONS: Record<Exclude<TestMailState, 'CONFIRMED'>, string> = {
  NONE: 'NOT_SENT_YET',
  QUEUED: 'QUEUED',
  NOT_DELIVERED: 'NOT_DELIVERED',
  SENT: 'NOT_CONFIRMED',
};

export async function readSetupChecklist({ em, mailDelivery, payments }: SetupEnvironment): Promise<SetupChecklist> {
  const profileRow = await em.findOne(Setting, { key: BUSINESS_PROFILE_KEY });
  const profile = businessProfileFrom(profileRow?.value);
  const { bankTransfer } = await readShopSettings(em);
  const texts = await readAllLegalTexts(em);
  // The demo's courses are examples: a first course is one staff created or changed (the audit log says who did what).
  const [{ courses: courseWork }] = await em
    .getConnection()
    .execute<{ courses: number }[]>(
      `select count(*)::int as courses from courses c where exists (select 1 from audit_events a where a.entity_type = 'course' and a.entity_id = c.id)`,
    );
  const mail = await testMailState(em);
  const demoLeft = await demoDataLeft(em);
  // Real PayPal (the school's own credentials) is a way to be paid; the local stand-in, where anyone "pays", is not.
  const realPayPal = !!payments?.payPal && !payments.sandbox;

  const missing = missingProfileFields(profileRow !== null, profile);
  const notReviewed = texts.filter((text) => text.current === null).map((text) => `${text.document}:${text.language}`);
  const unfilled = texts.filter((text) => text.unfilled.length > 0).map((text) => `${text.document}:${text.language}`);
  const bankReason = bankTransfer.isDemo ? 'DEMO_ACCOUNT' : bankTransfer.ready || realPayPal ? null : 'NOT_SET';
  const items = [
    item('BUSINESS_PROFILE', missing.length ? 'MISSING_FIELDS' : null, missing),
    item('BANK_ACCOUNT', bankReason),
    // Configured by the environment (PAYPAL_CLIENT_ID/SECRET, PAYPAL_API_BASE), so the step says which way it is set.
    item('PAYPAL', PAYPAL_REASONS[payments?.mode ?? 'OFF']),
    item('NOTIFICATION_ADDRESS', profile.notificationEmails.length === 0 ? 'NOT_SET' : null),
    item(
      'LEGAL_TEXTS',
      unfilled.length ? 'UNFILLED' : notReviewed.length ? 'NOT_REVIEWED' : null,
      unfilled.length ? unfilled : notReviewed,
    ),
    item('FIRST_COURSE', courseWork === 0 ? 'NONE' : null),
    item('TEST_MAIL', mail === 'CONFIRMED' ? null : TEST_MAIL_REASONS[mail]),
    item('SMTP', mailDelivery === 'smtp' ? null : 'NOT_CONFIGURED'),
    item('DEMO_DATA', demoLeft.length ? 'DEMO_LEFT' : null, demoLeft),
  ];
  const live = (await readSiteMode(em)) === 'LIVE';
  return {
    done: items.every((entry) => entry.done || entry.optional),
    items,
    demoBankAccount: bankTransfer.isDemo,
    live,
    canGoLive: !items.some((entry) => entry.blocksGoLive),
  };
}
