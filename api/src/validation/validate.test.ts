import { object, string } from 'yup';
import { placeOrderSchema } from './checkout.schema.js';
import { contactMessageSchema } from './contact.schema.js';
import { validateInput } from './validate.js';

describe('validateInput', () => {
  it('names a rule that has no message id and its field, instead of answering without a text', () => {
    const careless = object({ code: string().matches(/^\d+$/) });
    expect(() => validateInput(careless, { code: 'abc' })).toThrow(/rule "matches" of "code" has no message id/);
  });

  it('refuses a malformed idempotency key with its own code and message id (yup takes a `matches` message in its options)', () => {
    for (const key of ['abc', "x'--", 'k'.repeat(60 * 1024), 'sixteen chars ok?']) {
      const result = validateInput(placeOrderSchema.pick(['idempotencyKey']), { idempotencyKey: key });
      expect(result).toEqual({
        ok: false,
        errors: [{ field: 'idempotencyKey', code: 'IDEMPOTENCY_KEY_INVALID', id: 'validation.idempotencyKeyInvalid' }],
      });
    }
    expect(validateInput(placeOrderSchema.pick(['idempotencyKey']), { idempotencyKey: '3f2c9a7e-5b1d-4e8f-9a6b-2c7d1e0f4a3b' }).ok).toBe(
      true,
    );
  });
});

describe('text fields and UTF-16', () => {
  const valid = {
    name: 'Anna Berger',
    email: 'anna@example.org',
    subject: 'Kursanfrage',
    message: 'Ist im Dezember noch ein Platz frei?',
    privacyAccepted: true,
  };

  it('refuse half of a surrogate pair (no UTF-8 form; PostgreSQL refuses it in JSON)', () => {
    const result = validateInput(contactMessageSchema, { ...valid, name: 'Anna \ud83d', message: 'Ein Text mit \udc00 darin.' });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['name', 'INVALID_CHARACTERS'],
      ['message', 'INVALID_CHARACTERS'],
    ]);
  });

  it('keep whole characters outside the Basic Multilingual Plane (an emoji is a surrogate pair)', () => {
    expect(validateInput(contactMessageSchema, { ...valid, subject: 'Schwimmkurs 🏊', message: 'Danke 😀 für die Antwort!' }).ok).toBe(
      true,
    );
  });
});
