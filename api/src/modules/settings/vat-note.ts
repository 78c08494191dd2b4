import type { Language } from '../../context/language.js';
import { translator } from '../mail/mail.render.js';
import type { MailMessageId } from '../mail/mail-registry.js';
import type { VatMode } from '../../validation/shop-settings.schema.js';

const NOTE_IDS: Record<VatMode, MailMessageId> = {
  INCLUDED_19: 'mail.vat.included19',
  SMALL_BUSINESS: 'mail.vat.smallBusiness',
};

/**
 * What a mail says about VAT next to its prices, in the recipient's language: "inkl. 19 % MwSt." or the
 * § 19 UStG note. The same words as the site's price note (web VatNote; a test compares them).
 */
export function vatNote(vatMode: VatMode, language: Language): string {
  return translator(language)(NOTE_IDS[vatMode]);
}

/** German VAT rate when prices include VAT (`INCLUDED_19`). */
export const VAT_RATE_PERCENT = 19;

/**
 * The VAT contained in a gross amount, in whole cents (rounded half up), e.g. for "darin enthalten
 * 19 % MwSt.: 25,55 €" on an order: gross × 19 / 119. Zero under § 19 UStG, where no VAT is charged.
 */
export function includedVatCents(grossCents: number, vatMode: VatMode): number {
  if (vatMode !== 'INCLUDED_19') return 0;
  return Math.round((grossCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}
