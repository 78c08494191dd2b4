import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminSettingsMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  loadFailed: NoMessageValues;
  shopTitle: NoMessageValues;
  checkoutGroup: NoMessageValues;
  vatMode: NoMessageValues;
  vatModeHint: NoMessageValues;
  vatSmallBusiness: NoMessageValues;
  vatIncluded19: NoMessageValues;
  placeHoldMinutes: NoMessageValues;
  placeHoldMinutesHint: { min: number; max: number };
  minParticipantsWarningDays: NoMessageValues;
  minParticipantsWarningDaysHint: { min: number; max: number };
  bankGroup: NoMessageValues;
  bankReady: NoMessageValues;
  bankNotReady: NoMessageValues;
  bankNotReadyHint: NoMessageValues;
  accountHolder: NoMessageValues;
  bankName: NoMessageValues;
  iban: NoMessageValues;
  ibanHint: NoMessageValues;
  bic: NoMessageValues;
  paymentDays: NoMessageValues;
  paymentDaysHint: { min: number; max: number };
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  profileTitle: NoMessageValues;
  profileIntro: NoMessageValues;
  profileAddressGroup: NoMessageValues;
  legalName: NoMessageValues;
  legalNameHint: NoMessageValues;
  owner: NoMessageValues;
  ownerHint: NoMessageValues;
  street: NoMessageValues;
  postalCode: NoMessageValues;
  town: NoMessageValues;
  country: NoMessageValues;
  countryHint: NoMessageValues;
  phone: NoMessageValues;
  publicEmail: NoMessageValues;
  profileTaxGroup: NoMessageValues;
  taxNumber: NoMessageValues;
  taxNumberHint: NoMessageValues;
  vatId: NoMessageValues;
  vatIdHint: NoMessageValues;
  registerEntry: NoMessageValues;
  registerEntryHint: NoMessageValues;
  notificationGroup: NoMessageValues;
  notificationHint: { max: number };
  notificationAddress: { number: number };
  profileSaved: NoMessageValues;
}>({
  nav: { id: 'admin.nav.settings', description: 'Admin navigation: the settings view (shop settings, courses-page notice)' },
  title: { id: 'admin.settings.title', description: 'Admin settings view: heading and browser tab title' },
  intro: { id: 'admin.settings.intro', description: 'Admin settings view: what is set here, under the heading' },
  loadFailed: {
    id: 'admin.settings.loadFailed',
    description: 'Admin settings view: the settings could not be loaded (retry button beside it)',
  },
  shopTitle: {
    id: 'admin.settings.shop.title',
    description: 'Admin settings: heading of the shop settings card (VAT, place holds, bank account)',
  },
  checkoutGroup: { id: 'admin.settings.shop.checkoutGroup', description: 'Admin shop settings: group of the prices and checkout settings' },
  vatMode: { id: 'admin.settings.shop.vatMode', description: 'Admin shop settings field label: how prices show VAT' },
  vatModeHint: {
    id: 'admin.settings.shop.vatModeHint',
    description: 'Admin shop settings: hint under the VAT choice (one setting for every page and mail)',
  },
  vatSmallBusiness: {
    id: 'admin.settings.shop.vatSmallBusiness',
    description: 'Admin shop settings VAT option: small business under § 19 UStG, no VAT charged',
  },
  vatIncluded19: { id: 'admin.settings.shop.vatIncluded19', description: 'Admin shop settings VAT option: prices include 19 % VAT' },
  placeHoldMinutes: {
    id: 'admin.settings.shop.placeHoldMinutes',
    description: 'Admin shop settings field label: minutes checkout holds a place',
  },
  minParticipantsWarningDays: {
    id: 'admin.settings.shop.minParticipantsWarningDays',
    description: 'Admin shop settings field label: days before a course starts that the office is warned of too few bookings',
  },
  minParticipantsWarningDaysHint: {
    id: 'admin.settings.shop.minParticipantsWarningDaysHint',
    description: 'Admin shop settings: hint under the warning days; {min} and {max} are the limits',
  },
  placeHoldMinutesHint: {
    id: 'admin.settings.shop.placeHoldMinutesHint',
    description: 'Admin shop settings: hint under the hold minutes; {min} and {max} are the limits',
  },
  bankGroup: { id: 'admin.settings.shop.bankGroup', description: 'Admin shop settings: group of the bank account for transfers' },
  bankReady: {
    id: 'admin.settings.shop.bankReady',
    description: 'Admin shop settings: badge when bank transfer is offered at checkout (the account is complete and valid)',
  },
  bankNotReady: {
    id: 'admin.settings.shop.bankNotReady',
    description: 'Admin shop settings: badge when bank transfer is not offered yet (account incomplete)',
  },
  bankNotReadyHint: {
    id: 'admin.settings.shop.bankNotReadyHint',
    description: 'Admin shop settings: why bank transfer is not offered, and what to do',
  },
  accountHolder: { id: 'admin.settings.shop.accountHolder', description: 'Admin shop settings field label: account holder' },
  bankName: { id: 'admin.settings.shop.bankName', description: 'Admin shop settings field label: name of the bank' },
  iban: { id: 'admin.settings.shop.iban', description: 'Admin shop settings field label: IBAN' },
  ibanHint: {
    id: 'admin.settings.shop.ibanHint',
    description: 'Admin shop settings: hint under the IBAN (spaces allowed, checksum checked)',
  },
  bic: { id: 'admin.settings.shop.bic', description: 'Admin shop settings field label: BIC' },
  paymentDays: {
    id: 'admin.settings.shop.paymentDays',
    description: 'Admin shop settings field label: days a customer has to pay a bank transfer',
  },
  paymentDaysHint: {
    id: 'admin.settings.shop.paymentDaysHint',
    description: 'Admin shop settings: hint under the payment days; {min} and {max} are the limits',
  },
  save: { id: 'admin.settings.shop.save', description: 'Admin shop settings: save button' },
  saving: { id: 'admin.settings.shop.saving', description: 'Admin shop settings: save button while saving' },
  saved: {
    id: 'admin.settings.shop.saved',
    description: 'Toast after the shop settings were saved (docs/SPEC.md §8 "Successfully updated")',
  },
  saveFailed: {
    id: 'admin.settings.shop.saveFailed',
    description: 'Admin shop settings: saving failed altogether (no connection, server fault); shown above the form',
  },
  profileTitle: {
    id: 'admin.settings.profile.title',
    description: 'Admin settings: heading of the business profile card (legal name, address, tax ids, notification addresses)',
  },
  profileIntro: { id: 'admin.settings.profile.intro', description: 'Admin business profile: what the data is used for' },
  profileAddressGroup: {
    id: 'admin.settings.profile.addressGroup',
    description: 'Admin business profile: group of name, address and contact',
  },
  legalName: { id: 'admin.settings.profile.legalName', description: 'Admin business profile field label: legal name of the business' },
  legalNameHint: { id: 'admin.settings.profile.legalNameHint', description: 'Admin business profile: hint under the legal name' },
  owner: { id: 'admin.settings.profile.owner', description: 'Admin business profile field label: owner, or legal form and representative' },
  ownerHint: { id: 'admin.settings.profile.ownerHint', description: 'Admin business profile: hint under the owner field' },
  street: { id: 'admin.settings.profile.street', description: 'Admin business profile field label: street and house number' },
  postalCode: { id: 'admin.settings.profile.postalCode', description: 'Admin business profile field label: postal code' },
  town: { id: 'admin.settings.profile.town', description: 'Admin business profile field label: town' },
  country: { id: 'admin.settings.profile.country', description: 'Admin business profile field label: country code' },
  countryHint: {
    id: 'admin.settings.profile.countryHint',
    description: 'Admin business profile: hint under the country (two-letter code)',
  },
  phone: { id: 'admin.settings.profile.phone', description: 'Admin business profile field label: public telephone number' },
  publicEmail: { id: 'admin.settings.profile.email', description: 'Admin business profile field label: public contact e-mail address' },
  profileTaxGroup: {
    id: 'admin.settings.profile.taxGroup',
    description: 'Admin business profile: group of tax number, VAT id and register entry',
  },
  taxNumber: { id: 'admin.settings.profile.taxNumber', description: 'Admin business profile field label: tax number (Steuernummer)' },
  taxNumberHint: {
    id: 'admin.settings.profile.taxNumberHint',
    description: 'Admin business profile: hint under the tax number (shown on invoices only)',
  },
  vatId: { id: 'admin.settings.profile.vatId', description: 'Admin business profile field label: VAT id (USt-IdNr.)' },
  vatIdHint: { id: 'admin.settings.profile.vatIdHint', description: 'Admin business profile: hint under the VAT id' },
  registerEntry: {
    id: 'admin.settings.profile.registerEntry',
    description: 'Admin business profile field label: register court and number',
  },
  registerEntryHint: {
    id: 'admin.settings.profile.registerEntryHint',
    description: 'Admin business profile: hint under the register entry',
  },
  notificationGroup: {
    id: 'admin.settings.profile.notificationGroup',
    description: 'Admin business profile: group of the addresses the office is notified at',
  },
  notificationHint: {
    id: 'admin.settings.profile.notificationHint',
    description: 'Admin business profile: hint over the notification addresses; {max} is how many',
  },
  notificationAddress: {
    id: 'admin.settings.profile.notificationAddress',
    description: 'Admin business profile field label: the n-th notification address; {number} counts from 1',
  },
  profileSaved: { id: 'admin.settings.profile.saved', description: 'Toast after the business profile was saved' },
});
