import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import {
  bankTransferSchema,
  SHOP_SETTINGS_LIMITS,
  shopSettingsSchema,
  VAT_MODES,
  type VatMode,
} from '../../validation/shop-settings.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { message } from '../../validation/fields.js';
import { readSiteMode } from '../setup/site-mode.js';
import { Setting } from './setting.entity.js';

/** Row of the `settings` table; value `{ vatMode, placeHoldMinutes, bankTransfer: { … } }` (first written by a migration). */
export const SHOP_SETTINGS_KEY = 'shop_settings';

/** The account bank transfers go to. `iban` and `bic` in electronic form (no spaces): `formatIban` prints an IBAN. */
export interface BankTransferDetails {
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
  /** Days the customer has to pay after ordering. */
  paymentDays: number;
  /**
   * Every detail passes the rules an admin's input must pass (IBAN checksum included). False while the
   * migration's placeholders stand: checkout then must not offer bank transfer.
   */
  ready: boolean;
  /** The demo data's account (DEMO_BANK_ACCOUNT's IBAN): customers may pay into it in a demo, production must replace it. */
  isDemo: boolean;
}

export interface ShopSettings {
  vatMode: VatMode;
  /** Minutes checkout keeps a place for a visitor who has not paid yet. */
  placeHoldMinutes: number;
  bankTransfer: BankTransferDetails;
  /** Days before a course's start the office is warned when its bookings are below its minimum. */
  minParticipantsWarningDays: number;
}

/** What is stored: everything but the derived `ready`. */
export type StoredShopSettings = Omit<ShopSettings, 'bankTransfer'> & { bankTransfer: Omit<BankTransferDetails, 'ready' | 'isDemo'> };

/**
 * The demo data's bank account: valid, so a demo sells by bank transfer at once, and recognisable (all
 * zeros, "DEMO" bank): `isDemo` is true while its IBAN stands, and the admin area's banner and first-run checklist
 * say so until the real account is entered.
 */
export const DEMO_BANK_ACCOUNT: StoredShopSettings['bankTransfer'] = {
  accountHolder: 'H2O Gersthofen (DEMO)',
  iban: 'DE36000000000000000000',
  bic: 'DEMODEFFXXX',
  bankName: 'DEMO-Bank (nur für die Demo)',
  paymentDays: 7,
};

/**
 * The values before an admin has saved any (the migration stores the same). VAT: the §19 UStG note, which
 * is what the old checkout showed. The bank account is a placeholder that fails the IBAN checksum
 * (check digits 00 never occur) with BIC and bank left empty, so `ready` stays false until staff enter
 * the real account: a customer is never told to pay into a made-up one.
 */
export const DEFAULT_SHOP_SETTINGS: StoredShopSettings = {
  vatMode: 'SMALL_BUSINESS',
  placeHoldMinutes: 15,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen',
    iban: 'DE00000000000000000000',
    bic: '',
    bankName: '',
    paymentDays: 7,
  },
  minParticipantsWarningDays: 7,
};

export type UpdateShopSettingsResult = { ok: true; shopSettings: ShopSettings } | { ok: false; errors: FieldError[] };

type Limits = { min: number; max: number };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const wholeNumber = (value: unknown, { min, max }: Limits, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/**
 * The stored value read field by field: whatever is missing or out of shape (a row written by hand, an
 * older shape) takes its default, so checkout and mails always get usable settings.
 */
function fromStored(value: unknown): ShopSettings {
  const stored = record(value);
  const bank = record(stored.bankTransfer);
  const defaults = DEFAULT_SHOP_SETTINGS;
  const bankTransfer = {
    accountHolder: text(bank.accountHolder, defaults.bankTransfer.accountHolder),
    iban: text(bank.iban, defaults.bankTransfer.iban),
    bic: text(bank.bic, defaults.bankTransfer.bic),
    bankName: text(bank.bankName, defaults.bankTransfer.bankName),
    paymentDays: wholeNumber(bank.paymentDays, SHOP_SETTINGS_LIMITS.paymentDays, defaults.bankTransfer.paymentDays),
  };
  // The same rules as an admin's input, so "ready" can never disagree with what the form would accept
  // (and a row written by hand is read in the same clean form, e.g. an IBAN without spaces).
  const checked = validateInput(bankTransferSchema, bankTransfer);
  return {
    vatMode: VAT_MODES.includes(stored.vatMode as VatMode) ? (stored.vatMode as VatMode) : defaults.vatMode,
    placeHoldMinutes: wholeNumber(stored.placeHoldMinutes, SHOP_SETTINGS_LIMITS.placeHoldMinutes, defaults.placeHoldMinutes),
    bankTransfer: checked.ok
      ? { ...checked.value, ready: true, isDemo: checked.value.iban === DEMO_BANK_ACCOUNT.iban }
      : { ...bankTransfer, ready: false, isDemo: false },
    minParticipantsWarningDays: wholeNumber(
      stored.minParticipantsWarningDays,
      SHOP_SETTINGS_LIMITS.minParticipantsWarningDays,
      defaults.minParticipantsWarningDays,
    ),
  };
}

/**
 * The shop's settings for checkout, orders and mails; defaults when the row is missing or partial.
 * Takes any EntityManager (a request's, a transaction's, a job's), so callers read it where they are.
 */
export async function readShopSettings(em: EntityManager): Promise<ShopSettings> {
  const setting = await em.findOne(Setting, { key: SHOP_SETTINGS_KEY });
  return fromStored(setting?.value);
}

/** Names of the fields whose value differs (`bankTransfer.iban`, …), for the log: which, never what. */
function changedFields(before: StoredShopSettings, after: StoredShopSettings): string[] {
  const changed: string[] = [];
  for (const key of ['vatMode', 'placeHoldMinutes', 'minParticipantsWarningDays'] as const)
    if (before[key] !== after[key]) changed.push(key);
  for (const key of Object.keys(DEFAULT_SHOP_SETTINGS.bankTransfer) as (keyof StoredShopSettings['bankTransfer'])[]) {
    if (before.bankTransfer[key] !== after.bankTransfer[key]) changed.push(`bankTransfer.${key}`);
  }
  return changed;
}

/** The shop settings are one object; the audit log names it by this id (`entityType` 'shopSettings'). */
export const SHOP_SETTINGS_AUDIT_ID = 1;

/** Flat, by the field names `changedFields` uses (`bankTransfer.iban`), so an update records only what changed. */
function auditValues(settings: StoredShopSettings): Record<string, unknown> {
  const { vatMode, placeHoldMinutes, minParticipantsWarningDays } = settings;
  const { accountHolder, iban, bic, bankName, paymentDays } = settings.bankTransfer;
  const bank = { accountHolder, iban, bic, bankName, paymentDays };
  return {
    vatMode,
    placeHoldMinutes,
    minParticipantsWarningDays,
    ...Object.fromEntries(Object.entries(bank).map(([key, field]) => [`bankTransfer.${key}`, field])),
  };
}

/**
 * Replaces all shop settings at once (admins only: the resolver is `@Authorized(ADMIN_ONLY)`). Refused
 * input changes nothing; the log says who changed which fields, never the values; the audit log (admins only) has them.
 */
export async function updateShopSettings(ctx: RequestContext, input: unknown): Promise<UpdateShopSettingsResult> {
  const checked = validateInput(shopSettingsSchema, input);
  if (!checked.ok) return checked;
  // A live site never shows the demo's account again (going live needed a real one).
  if (checked.value.bankTransfer.iban === DEMO_BANK_ACCOUNT.iban && (await readSiteMode(ctx.em)) === 'LIVE') {
    return { ok: false, errors: [{ field: 'bankTransfer.iban', ...message('INVALID_IBAN', 'validation.demoIbanWhenLive') }] };
  }
  let value: StoredShopSettings = {
    ...checked.value,
    minParticipantsWarningDays: checked.value.minParticipantsWarningDays ?? DEFAULT_SHOP_SETTINGS.minParticipantsWarningDays,
  };
  const before = await transactional(ctx, async (tx) => {
    const previous = await readShopSettings(tx.em);
    // A client that does not know the warning's days (absent or null) keeps what is stored.
    if (checked.value.minParticipantsWarningDays == null)
      value = { ...value, minParticipantsWarningDays: previous.minParticipantsWarningDays };
    await tx.em.upsert(Setting, { key: SHOP_SETTINGS_KEY, value, updatedAt: new Date() });
    // The audit log (admins only) keeps the values: who changed the account customers pay into, from what to what.
    const action = AuditAction.UPDATED;
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'shopSettings',
      entityId: SHOP_SETTINGS_AUDIT_ID,
      action,
      before: auditValues(previous),
      after: auditValues(value),
    });
    return previous;
  });
  ctx.log.info({ settingKey: SHOP_SETTINGS_KEY, userId: ctx.user?.id, changed: changedFields(before, value) }, 'shop settings updated');
  return { ok: true, shopSettings: fromStored(value) };
}
