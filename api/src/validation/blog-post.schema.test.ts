import { validateInput } from './validate.js';
import { BLOG_POST_LIMITS, blogPostSchema, slugFromTitle, tagsFromText } from './blog-post.schema.js';

describe('slugFromTitle', () => {
  it('spells out German umlauts and ß, lowercases and joins words with single hyphens', () => {
    expect(slugFromTitle('Über Größe & Ausdauer: Übungen für Jüngere')).toBe('ueber-groesse-ausdauer-uebungen-fuer-juengere');
    expect(slugFromTitle('  Straße  zum   Freibad!  ')).toBe('strasse-zum-freibad');
    expect(slugFromTitle('Café Crème 2026')).toBe('cafe-creme-2026');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('stays within the column, cut at a word boundary', () => {
    const slug = slugFromTitle('schwimmen '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_POST_LIMITS.slug);
    expect(slug).toMatch(/^schwimmen(-schwimmen)*$/);
  });
});

describe('tagsFromText', () => {
  it('splits at commas, trims, drops empty ones and repeats (ignoring case)', () => {
    expect(tagsFromText(' Kinder, Tipps,, kinder ,Sicherheit ')).toEqual(['Kinder', 'Tipps', 'Sicherheit']);
    expect(tagsFromText('')).toEqual([]);
  });
});

describe('blogPostSchema', () => {
  const valid = { title: 'Titel', slug: 'titel', summary: 'Zehn Zeichen mindestens', content: 'x'.repeat(50), tags: [' a '] };

  it('takes a valid post, trimmed, draft by default', () => {
    const checked = validateInput(blogPostSchema, valid);
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({ tags: ['a'], published: false, category: null, imageUrl: null }),
    });
  });

  it('refuses a slug with other characters and an image address that is no http(s) URL', () => {
    const checked = validateInput(blogPostSchema, { ...valid, slug: 'a--b', imageUrl: 'data:image/png;base64,AAAA' });
    expect(checked.ok ? [] : checked.errors.map((error) => [error.field, error.code])).toEqual([
      ['slug', 'INVALID_CHARACTERS'],
      ['imageUrl', 'INVALID_URL'],
    ]);
    expect(validateInput(blogPostSchema, { ...valid, imageUrl: 'https://example.org/bild.jpg' }).ok).toBe(true);
  });
});
