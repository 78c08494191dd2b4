import { formatIban, isValidBic, isValidIban, normalizeIban } from './iban.js';
import { shopSettingsSchema } from './shop-settings.schema.js';
import { validateInput } from './validate.js';

const valid = {
  vatMode: 'SMALL_BUSINESS',
  placeHoldMinutes: 15,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    paymentDays: 7,
  },
};

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'AT611904300234573201',
    'CH9300762011623852957',
    'GB82WEST12345698765432',
    'NL91ABNA0417164300',
    'MT84MALT011000012345MTLCAST001S',
  ])('accepts the valid %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a mistyped digit', 'DE89370400440532013001'],
    ['two neighbours swapped', 'DE89370400440532010300'],
    ['the placeholder check digits 00', 'DE00000000000000000000'],
    ['a character too few', 'DE8937040044053201300'],
    ['spaces (it takes the electronic form)', 'DE89 3704 0044 0532 0130 00'],
    ['a missing country', '89370400440532013000'],
    ['nothing', ''],
  ])('refuses %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalises and prints in groups of four', () => {
    expect(normalizeIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('at61 1904 3002 3457 3201')).toBe('AT61 1904 3002 3457 3201');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 characters of the ISO 9362 form only', () => {
    expect(['COBADEFF', 'COBADEFFXXX', 'BYLADEM1001'].map(isValidBic)).toEqual([true, true, true]);
    expect(['COBADEF', 'COBADEFFXX', 'C0BADEFF', 'COBADEFFXXXX', ''].map(isValidBic)).toEqual([false, false, false, false, false]);
  });
});

describe('shopSettingsSchema', () => {
  it('accepts valid settings, cleaning IBAN, BIC and texts, and drops anything else', () => {
    const result = validateInput(shopSettingsSchema, {
      ...valid,
      extra: true,
      bankTransfer: {
        ...valid.bankTransfer,
        accountHolder: ' H2O Gersthofen ',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'coba de ff xxx',
        ready: true,
      },
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('takes the limits as given: 5 to 60 minutes, 1 to 30 days', () => {
    for (const [placeHoldMinutes, paymentDays] of [
      [5, 1],
      [60, 30],
    ]) {
      expect(
        validateInput(shopSettingsSchema, { ...valid, placeHoldMinutes, bankTransfer: { ...valid.bankTransfer, paymentDays } }).ok,
      ).toBe(true);
    }
  });

  it('names each refused field by its path, with the range in the message values', () => {
    const result = validateInput(shopSettingsSchema, {
      vatMode: 'VAT_FREE',
      placeHoldMinutes: 4.5,
      bankTransfer: { accountHolder: 'x'.repeat(71), iban: 'DE00000000000000000000', bic: 'COBADEF', bankName: '', paymentDays: '7' },
    });
    expect(!result.ok && result.errors).toEqual([
      { field: 'vatMode', code: 'OUT_OF_RANGE', id: 'validation.invalidChoice', values: undefined },
      { field: 'placeHoldMinutes', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 5, max: 60 } },
      { field: 'bankTransfer.accountHolder', code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 70 } },
      { field: 'bankTransfer.iban', code: 'INVALID_IBAN', id: 'validation.iban', values: undefined },
      { field: 'bankTransfer.bic', code: 'INVALID_BIC', id: 'validation.bic', values: undefined },
      { field: 'bankTransfer.bankName', code: 'REQUIRED', id: 'validation.required', values: undefined },
      { field: 'bankTransfer.paymentDays', code: 'REQUIRED', id: 'validation.required', values: undefined },
    ]);
  });

  it('refuses a missing bank account as required', () => {
    const result = validateInput(shopSettingsSchema, { vatMode: 'INCLUDED_19', placeHoldMinutes: 15, bankTransfer: 'none' });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([['bankTransfer', 'REQUIRED']]);
  });
});
