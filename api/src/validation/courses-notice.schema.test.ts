import { coursesNoticeSchema } from './courses-notice.schema.js';
import { validateInput } from './validate.js';

const valid = {
  de: { title: 'Hinweis', text: 'Kursplätze können Sie online anfragen.' },
  en: { title: 'Please note', text: 'You can request a place online.' },
};

describe('coursesNoticeSchema', () => {
  it('accepts both languages, trimmed, and drops anything else', () => {
    const result = validateInput(coursesNoticeSchema, {
      de: { title: '  Hinweis ', text: 'Kursplätze können Sie online anfragen.\n', extra: 1 },
      en: valid.en,
      fr: { title: 'Avis', text: 'Non' },
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('requires heading and text in both languages, naming the field by its path', () => {
    const result = validateInput(coursesNoticeSchema, { de: { title: ' ', text: valid.de.text }, en: { title: 'Note' } });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['de.title', 'REQUIRED'],
      ['en.text', 'REQUIRED'],
    ]);
  });

  it('refuses a missing or wrongly typed language as required', () => {
    const result = validateInput(coursesNoticeSchema, { de: 'Hinweis' });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['de', 'REQUIRED'],
      ['en.title', 'REQUIRED'],
      ['en.text', 'REQUIRED'],
    ]);
  });

  it('limits the lengths and keeps line breaks out of the heading', () => {
    const result = validateInput(coursesNoticeSchema, {
      de: { title: 'Hin\nweis', text: 'x'.repeat(501) },
      en: { title: 'x'.repeat(101), text: 'Line one\nline two' },
    });
    expect(!result.ok && result.errors).toEqual([
      { field: 'de.title', code: 'INVALID_CHARACTERS', id: 'validation.invalidCharacters', values: undefined },
      { field: 'de.text', code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 500 } },
      { field: 'en.title', code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 100 } },
    ]);
  });
});
