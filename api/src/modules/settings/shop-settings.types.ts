import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { SHOP_SETTINGS_LIMITS, type VatMode as VatModeName } from '../../validation/shop-settings.schema.js';

// The schema's enum values are the stored names (VAT_MODES), so no mapping between the two is needed.
export const VatMode = { INCLUDED_19: 'INCLUDED_19', SMALL_BUSINESS: 'SMALL_BUSINESS' } as const satisfies { [M in VatModeName]: M };

registerEnumType(VatMode, {
  name: 'VatMode',
  description: 'How prices are shown with respect to VAT: one business setting, the same on every page and in every mail.',
  valuesConfig: {
    INCLUDED_19: { description: 'Prices include 19 % VAT ("inkl. 19 % MwSt.").' },
    SMALL_BUSINESS: { description: 'Small business under § 19 UStG: no VAT is charged, and prices say so.' },
  },
});

const { placeHoldMinutes, paymentDays, accountHolder, bankName } = SHOP_SETTINGS_LIMITS;

@ObjectType({ description: 'The account customers pay bank transfers into, as order mails print it.' })
export class BankTransferDetails {
  @Field({ description: 'Name of the account holder.' })
  accountHolder: string;

  @Field({ description: 'IBAN in electronic form: upper case, no spaces (print it in groups of four).' })
  iban: string;

  @Field({ description: 'BIC (8 or 11 characters, upper case); empty while not entered.' })
  bic: string;

  @Field({ description: 'Name of the bank; empty while not entered.' })
  bankName: string;

  @Field(() => Int, { description: 'Days the customer has to pay after ordering.' })
  paymentDays: number;

  @Field({
    description:
      'True when every detail is valid (IBAN checksum included). False while the placeholders of a new installation stand: then bank transfer is not offered.',
  })
  ready: boolean;

  @Field({
    description:
      "True while the demo data's account (IBAN DE36 0000 0000 0000 0000 00) stands: usable in a demo, to be replaced before selling (the admin area says so).",
  })
  isDemo: boolean;
}

@ObjectType({
  description: 'Business settings of the shop: VAT display, how long checkout holds a place, and the bank account for transfers.',
})
export class ShopSettings {
  @Field(() => VatMode, { description: 'Whether prices include 19 % VAT or no VAT is charged (§ 19 UStG).' })
  vatMode: VatModeName;

  @Field(() => Int, { description: 'Minutes checkout keeps a place for a visitor before it is free again.' })
  placeHoldMinutes: number;

  @Field(() => BankTransferDetails, { description: 'The account for payment by bank transfer.' })
  bankTransfer: BankTransferDetails;

  @Field(() => Int, {
    description:
      'Days before a course starts that the office is warned (once per course) when fewer places are booked than its `minParticipants`.',
  })
  minParticipantsWarningDays: number;
}

@InputType({ description: 'The bank account for transfers (surrounding spaces are trimmed; spaces inside IBAN and BIC are removed).' })
export class BankTransferDetailsInput {
  @Field({ description: `Account holder: ${accountHolder.min} to ${accountHolder.max} characters.` })
  accountHolder: string;

  @Field({ description: 'IBAN, with or without spaces; its check digits must match (ISO 13616).' })
  iban: string;

  @Field({ description: 'BIC: 8 or 11 letters and digits (ISO 9362).' })
  bic: string;

  @Field({ description: `Name of the bank: ${bankName.min} to ${bankName.max} characters.` })
  bankName: string;

  @Field(() => Int, { description: `Days to pay after ordering: ${paymentDays.min} to ${paymentDays.max}.` })
  paymentDays: number;
}

@InputType({ description: 'All shop settings at once (each is required; the saved value replaces the old one).' })
export class UpdateShopSettingsInput {
  @Field(() => VatMode, { description: 'How prices are shown with respect to VAT.' })
  vatMode: VatModeName;

  @Field(() => Int, { description: `Minutes checkout holds a place: ${placeHoldMinutes.min} to ${placeHoldMinutes.max}.` })
  placeHoldMinutes: number;

  @Field(() => BankTransferDetailsInput, { description: 'The account for payment by bank transfer.' })
  bankTransfer: BankTransferDetailsInput;

  @Field(() => Int, {
    nullable: true,
    description: `Days before a course starts to warn the office of too few bookings: ${SHOP_SETTINGS_LIMITS.minParticipantsWarningDays.min} to ${SHOP_SETTINGS_LIMITS.minParticipantsWarningDays.max}; null or absent: unchanged (default 7).`,
  })
  minParticipantsWarningDays?: number | null;
}

/** Where PayPal payments go (payments.ts `PayPalMode`): set by the environment, shown to admins. */
export const PayPalModeValue = { LIVE: 'LIVE', PAYPAL_SANDBOX: 'PAYPAL_SANDBOX', STAND_IN: 'STAND_IN', OFF: 'OFF' } as const;

registerEnumType(PayPalModeValue, {
  name: 'PayPalMode',
  description:
    'Where PayPal payments go. Set in the environment (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE), never in the admin area.',
  valuesConfig: {
    LIVE: { description: "PayPal with the school's credentials: real payments." },
    PAYPAL_SANDBOX: { description: "The credentials on PayPal's own test system (PAYPAL_API_BASE): no money moves." },
    STAND_IN: { description: 'No credentials, outside production: the local PayPal stand-in, where anyone "pays" without paying.' },
    OFF: { description: 'PayPal is not offered (production without credentials): bank transfer only.' },
  },
});

@ObjectType({
  description:
    'Result of `updateShopSettings`: the saved settings, or why they were refused (fields named `placeHoldMinutes`, `bankTransfer.iban`, …).',
})
export class UpdateShopSettingsPayload extends MutationPayload {
  @Field(() => ShopSettings, { nullable: true, description: 'The saved settings; null when `errors` is not empty.' })
  shopSettings: ShopSettings | null;
}
