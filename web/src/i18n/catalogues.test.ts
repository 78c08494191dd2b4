/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationCatalogue } from '@h2o/api/validation/messages';
import catalogueDe from './catalogue.de';
import catalogueEn from './catalogue.en';
import { messagesFor } from './catalogues';
import de from './locales/de.json';
import en from './locales/en.json';

const sourceRoot = join(__dirname, '..');

/** Every source file that declares messages (messages.ts, enumMessages.ts, …). */
function messageFiles(): string[] {
  return (readdirSync(sourceRoot, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !file.endsWith('.test.ts'))
    .filter((file) => readFileSync(join(sourceRoot, file), 'utf8').match(/\bdefineMessages\s*[<(]/));
}

function declaredIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of messageFiles()) {
    const source = readFileSync(join(sourceRoot, file), 'utf8');
    for (const match of source.matchAll(/\bid:\s*'([^']+)'/g)) ids.set(match[1], file);
  }
  return ids;
}

const catalogues = { de: catalogueDe, en: catalogueEn };
const validationIds = Object.keys(validationCatalogue.de);

describe('message catalogues', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.de).sort());
  });

  it('contain the shared validation messages in both languages, as the API words them', () => {
    expect(validationIds.length).toBeGreaterThan(0);
    expect(Object.keys(validationCatalogue.en).sort()).toEqual([...validationIds].sort());
    for (const id of validationIds) {
      expect([id, catalogues.de[id]]).toEqual([id, validationCatalogue.de[id as keyof typeof validationCatalogue.de]]);
      expect([id, catalogues.en[id]]).toEqual([id, validationCatalogue.en[id as keyof typeof validationCatalogue.en]]);
      expect(messagesFor('en')[id]).toBe(catalogues.en[id]);
    }
  });

  it('leave the validation messages to the shared catalogue', () => {
    // One home per text: the JSON catalogues must not shadow or duplicate a validation id.
    expect(Object.keys(de).filter((id) => id.startsWith('validation.'))).toEqual([]);
    expect(Object.keys(en).filter((id) => id.startsWith('validation.'))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [id, text] of Object.entries(catalogue)) expect([id, text.trim().length > 0]).toEqual([id, true]);
    }
  });

  it('contain every id declared with defineMessages', () => {
    const ids = declaredIds();
    expect(ids.size).toBeGreaterThan(100);
    const missing = [...ids].filter(([id]) => !(id in catalogues.de) || !(id in catalogues.en));
    expect(missing).toEqual([]);
  });

  it('contain no id that no component (or the shared validation catalogue) declares', () => {
    const ids = declaredIds();
    expect(Object.keys(catalogues.de).filter((id) => !ids.has(id) && !validationIds.includes(id))).toEqual([]);
  });
});
