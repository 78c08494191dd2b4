import { contactMessageSchema } from '@h2o/api/validation/contact.schema';
import { validateInput } from '@h2o/api/validation/validate';
import { createIntl } from 'react-intl';
import { messagesFor } from './catalogues';
import { formatFieldError, formatFieldMessage, isFieldMessage } from './fieldMessage';

const de = createIntl({ locale: 'de', messages: messagesFor('de') });
const en = createIntl({ locale: 'en', messages: messagesFor('en') });

describe('formatFieldMessage', () => {
  it('formats a message id with its values in the interface language', () => {
    const tooShort = { code: 'TOO_SHORT', id: 'validation.tooShort', values: { min: 2 } } as const;
    expect(formatFieldMessage(de, tooShort)).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    expect(formatFieldMessage(en, tooShort)).toBe('Please enter at least 2 characters.');
    expect(formatFieldMessage(en, { code: 'REQUIRED', id: 'validation.required' })).toBe('This field is required.');
  });

  it('formats what the shared contact schema yields for every field', () => {
    const result = validateInput(contactMessageSchema, { name: 'A', email: 'nope', subject: '', message: 'x'.repeat(5001) });
    expect(result.ok).toBe(false);
    const texts = !result.ok && Object.fromEntries(result.errors.map((error) => [error.field, formatFieldMessage(de, error)]));
    expect(texts).toEqual({
      name: 'Bitte geben Sie mindestens 2 Zeichen ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      subject: 'Dieses Feld ist erforderlich.',
      message: 'Bitte geben Sie höchstens 5000 Zeichen ein.',
      privacyAccepted: 'Sie müssen die Datenschutzerklärung akzeptieren.',
    });
  });
});

describe('formatFieldError', () => {
  it('formats a FieldMessage and passes a server text through', () => {
    expect(formatFieldError(en, { code: 'INVALID_EMAIL', id: 'validation.email' })).toBe('Please enter a valid email address.');
    expect(formatFieldError(de, 'Vom Server übersetzt.')).toBe('Vom Server übersetzt.');
  });

  it.each([undefined, null, '', 42, {}, { id: 'validation.required' }])('gives undefined for %p', (value) => {
    expect(formatFieldError(de, value)).toBeUndefined();
    expect(isFieldMessage(value)).toBe(false);
  });
});
