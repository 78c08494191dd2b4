/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { courseLabelCatalogue } from '@h2o/api/validation/course-fields';
import { validationCatalogue } from '@h2o/api/validation/messages';
import adminCatalogueDe from './adminCatalogue.de';
import adminCatalogueEn from './adminCatalogue.en';
import catalogueDe from './catalogue.de';
import catalogueEn from './catalogue.en';
import { adminMessagesFor, messagesFor } from './catalogues';
import adminDe from './locales/admin.de.json';
import adminEn from './locales/admin.en.json';
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
const adminCatalogues = { de: adminCatalogueDe, en: adminCatalogueEn };
/** What the admin area shows: the public texts plus the admin ones (AdminTexts). */
const allIds = new Set([...Object.keys(catalogueDe), ...Object.keys(adminCatalogueDe)]);
/** Files of the admin area, whose texts may come from the admin catalogue (loaded by its routes only). */
const isAdminFile = (file: string) => file.startsWith(join('pages', 'admin'));
const validationIds = Object.keys(validationCatalogue.de);
/** The course texts' labels, declared with the texts (api/src/validation/course-fields.ts). */
const courseLabelIds = [...Object.keys(courseLabelCatalogue.de.form), ...Object.keys(courseLabelCatalogue.de.page)];

describe('message catalogues', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.de).sort());
    expect(Object.keys(adminEn).sort()).toEqual(Object.keys(adminDe).sort());
    expect(Object.keys(adminCatalogues.en).sort()).toEqual(Object.keys(adminCatalogues.de).sort());
  });

  it("keep the admin texts (and only them) in the admin catalogue, out of the public pages' first load", () => {
    expect(Object.keys(adminDe).length).toBeGreaterThan(100);
    expect(Object.keys(adminDe).filter((id) => !id.startsWith('admin.'))).toEqual([]);
    expect(Object.keys(de).filter((id) => id.startsWith('admin.'))).toEqual([]);
    expect(Object.keys(en).filter((id) => id.startsWith('admin.'))).toEqual([]);
    // The tests' catalogues (allCatalogues) carry both, as the admin area's texts do.
    expect(adminMessagesFor('de')).toBe(adminCatalogues.de);
  });

  it('are sorted by id', () => {
    for (const texts of [de, en, adminDe, adminEn]) expect(Object.keys(texts)).toEqual(Object.keys(texts).sort());
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
    for (const catalogue of [...Object.values(catalogues), ...Object.values(adminCatalogues)]) {
      for (const [id, text] of Object.entries(catalogue)) expect([id, text.trim().length > 0]).toEqual([id, true]);
    }
  });

  it('contain every id declared with defineMessages', () => {
    const ids = declaredIds();
    expect(ids.size).toBeGreaterThan(100);
    const missing = [...ids].filter(([id]) => !(id in catalogues.de) || !(id in catalogues.en));
    expect(missing.filter(([, file]) => !isAdminFile(file))).toEqual([]);
    // The admin area's own ids may come from either catalogue.
    const missingInAdmin = missing.filter(([id]) => !(id in adminCatalogues.de) || !(id in adminCatalogues.en));
    expect(missingInAdmin).toEqual([]);
  });

  it('load admin texts in the admin area only', () => {
    // A public page declaring an admin id would show the id: its catalogue lacks the admin texts.
    const publicUses = [...declaredIds()].filter(([id, file]) => id in adminCatalogues.de && !isAdminFile(file));
    expect(publicUses).toEqual([]);
  });

  it('contain no id that no component (or a shared catalogue: validation messages, course text labels) declares', () => {
    const ids = declaredIds();
    expect([...allIds].filter((id) => !ids.has(id) && !validationIds.includes(id) && !courseLabelIds.includes(id))).toEqual([]);
  });
});
