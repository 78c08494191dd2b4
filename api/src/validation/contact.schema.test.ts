import { contactMessageSchema } from './contact.schema.js';
import { validateInput } from './validate.js';

const valid = {
  name: 'Anna Berger',
  email: 'anna@example.org',
  subject: 'Kursanfrage',
  message: 'Ist im Dezember noch ein Platz frei?',
  privacyAccepted: true,
};

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateInput(contactMessageSchema, { ...valid, name: '  Anna Berger ', extra: 'dropped' });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('reports the first failure of every field, in form order', () => {
    const result = validateInput(contactMessageSchema, { name: 'A', email: 'nope', subject: ' ', message: 'kurz', privacyAccepted: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['name', 'TOO_SHORT'],
      ['email', 'INVALID_EMAIL'],
      ['subject', 'REQUIRED'],
      ['message', 'TOO_SHORT'],
      ['privacyAccepted', 'MUST_ACCEPT'],
    ]);
  });

  it('carries the limit for the message text', () => {
    const result = validateInput(contactMessageSchema, { ...valid, message: 'x'.repeat(5001) });
    expect(!result.ok && result.errors).toEqual([{ field: 'message', code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 5000 } }]);
  });

  it('refuses control characters, and line breaks outside the message', () => {
    const result = validateInput(contactMessageSchema, {
      ...valid,
      subject: 'Hallo\r\nBcc: x@y.z',
      message: 'Zeile eins\nZeile zwei\u0000',
    });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['subject', 'INVALID_CHARACTERS'],
      ['message', 'INVALID_CHARACTERS'],
    ]);
    expect(validateInput(contactMessageSchema, { ...valid, message: 'Zeile eins\nZeile zwei' }).ok).toBe(true);
  });

  it('treats missing and wrongly typed values as missing', () => {
    const result = validateInput(contactMessageSchema, { name: 42, email: null, privacyAccepted: 'yes' });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['name', 'REQUIRED'],
      ['email', 'REQUIRED'],
      ['subject', 'REQUIRED'],
      ['message', 'REQUIRED'],
      ['privacyAccepted', 'MUST_ACCEPT'],
    ]);
  });
});
