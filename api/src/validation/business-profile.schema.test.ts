import { businessProfileFormSchema, businessProfileSchema } from './business-profile.schema.js';
import { validateInput } from './validate.js';

const valid = {
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

describe('business profile rules', () => {
  it('accepts the defaults: optional fields may stay empty', () => {
    expect(validateInput(businessProfileSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it.each(['DE123456789', 'de 123 456 789', ' DE123456789 '])('accepts the VAT id %p, stored as DE and nine digits', (vatId) => {
    const checked = validateInput(businessProfileSchema, { ...valid, vatId });
    expect(checked.ok && checked.value.vatId).toBe('DE123456789');
  });

  it.each(['DE12345678', 'DE1234567890', 'AT123456789', '123456789', 'DEABCDEFGHI'])('refuses the VAT id %p', (vatId) => {
    expect(validateInput(businessProfileSchema, { ...valid, vatId })).toMatchObject({
      ok: false,
      errors: [{ field: 'vatId', code: 'INVALID_VAT_ID' }],
    });
  });

  it('takes up to five notification addresses, each once, and names a bad one by its place', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@h2o.test`);
    expect(validateInput(businessProfileSchema, { ...valid, notificationEmails: six })).toMatchObject({
      ok: false,
      errors: [{ field: 'notificationEmails', code: 'OUT_OF_RANGE' }],
    });
    const checked = validateInput(businessProfileSchema, {
      ...valid,
      notificationEmails: ['Buero@h2o.test', 'buero@h2o.test ', 'chef@h2o.test'],
    });
    expect(checked.ok && checked.value.notificationEmails).toEqual(['buero@h2o.test', 'chef@h2o.test']);
    expect(validateInput(businessProfileSchema, { ...valid, notificationEmails: ['ok@h2o.test', 'nope'] })).toMatchObject({
      ok: false,
      errors: [{ field: 'notificationEmails.1', code: 'INVALID_EMAIL' }],
    });
  });

  it('lets the admin form leave address inputs empty (it sends only the filled ones)', () => {
    expect(validateInput(businessProfileFormSchema, { ...valid, notificationEmails: ['', 'buero@h2o.test', '', '', ''] }).ok).toBe(true);
    expect(validateInput(businessProfileFormSchema, { ...valid, notificationEmails: ['', 'nope', '', '', ''] })).toMatchObject({
      ok: false,
      errors: [{ field: 'notificationEmails.1' }],
    });
  });

  it('refuses a missing name, a country that is not a code and a phone with letters', () => {
    const checked = validateInput(businessProfileSchema, { ...valid, legalName: ' ', country: 'Germany', phone: 'ask us' });
    expect(checked).toMatchObject({
      ok: false,
      errors: [
        { field: 'legalName', code: 'REQUIRED' },
        { field: 'country', code: 'OUT_OF_RANGE' },
        { field: 'phone', code: 'INVALID_CHARACTERS' },
      ],
    });
  });
});
