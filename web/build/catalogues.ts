import { parse } from '@formatjs/icu-messageformat-parser';
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { blogLabelCatalogue } from '../../api/src/validation/blog-fields.ts';
import { courseLabelCatalogue } from '../../api/src/validation/course-fields.ts';
import { validationCatalogue } from '../../api/src/validation/messages.ts';

const CATALOGUE_MODULE = /\/src\/i18n\/catalogue\.(de|en)\.ts$/;
// The admin area's texts (issue 14): a chunk of their own, loaded by the admin routes only.
const ADMIN_CATALOGUE_MODULE = /\/src\/i18n\/adminCatalogue\.(de|en)\.ts$/;

function readTexts(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const LANGUAGES = ['de', 'en'] as const;
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const validationDir = fileURLToPath(new URL('../../api/src/validation/', import.meta.url));
const cataloguesModule = fileURLToPath(new URL('../src/i18n/catalogues.ts', import.meta.url));
/** The public catalogue as the server has it: the web's texts plus the validation messages and course page labels shared with the API. */
const publicTexts = (language: (typeof LANGUAGES)[number]) => ({
  ...readTexts(`${srcDir}i18n/locales/${language}.json`),
  ...validationCatalogue[language],
  ...courseLabelCatalogue[language].page,
});
/** The admin catalogue: the admin area's texts plus the course form's labels of the course texts. */
const adminTexts = (file: string, language: (typeof LANGUAGES)[number]) => ({
  ...readTexts(file),
  ...courseLabelCatalogue[language].form,
  ...blogLabelCatalogue[language].form,
});

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const literalIds = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1]);

/**
 * The modules that carry texts of their own in the browser build, with the ids of those texts:
 * - the public pages' messages modules (`defineMessages` under src/pages/, the admin area aside): the ids they define;
 * - every module that names a validation message by its id (`'validation.tooShort'`): the shared yup schemas of
 *   api/src/validation/, the cart's and the checkout's notices, the admin forms. The browser formats no other
 *   validation message: what the server refuses arrives as text in the request's language (`UserError.message`).
 * Each such module brings both languages (one language per request would wait for the module's chunk first), and
 * the language catalogues keep the rest: the shell's texts (header, footer, cart, consent, forms' labels).
 */
function textCarryingModules(catalogueIds: Set<string>): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const carry = (file: string, ids: string[]) => {
    const known = [...new Set(ids)].filter((id) => catalogueIds.has(id));
    if (known.length > 0) modules.set(file, known);
  };
  for (const file of globSync('**/*.{ts,tsx}', { cwd: srcDir, exclude: (name) => isTest(name) || name === '__generated__' })) {
    const source = readFileSync(srcDir + file, 'utf8');
    const pageMessages = file.startsWith('pages/') && !file.startsWith('pages/admin/') && source.includes('defineMessages');
    carry(srcDir + file, [...(pageMessages ? literalIds(source, /\bid: '([^']+)'/g) : []), ...literalIds(source, /'(validation\.\w+)'/g)]);
  }
  // messages.ts is the validation texts' source, read here at build time; the browser never imports it.
  for (const file of globSync('*.ts', { cwd: validationDir, exclude: (name) => isTest(name) || name === 'messages.ts' })) {
    carry(validationDir + file, literalIds(readFileSync(validationDir + file, 'utf8'), /'(validation\.\w+)'/g));
  }
  return modules;
}

function precompiled(texts: Record<string, string>, ids: Iterable<string>) {
  return Object.fromEntries([...ids].map((messageId) => [messageId, parse(texts[messageId])]));
}

/**
 * The browser build's catalogues arrive with every message already parsed into its ICU syntax tree, so
 * the browser never parses a message and needs no parser: `@formatjs/icu-messageformat-parser` (with its
 * skeleton parser ~8 KB gzip of every first load) is replaced by its `no-parser` entry, as formatjs
 * recommends for precompiled messages. The server render, the dev server and the tests keep the source
 * texts of `src/i18n/catalogue.{de,en}.ts`, whose merge (the web's texts plus the validation messages
 * shared with the API) this repeats, and of `src/i18n/adminCatalogue.{de,en}.ts` (the admin texts alone).
 * The public catalogues leave out what the text-carrying modules bring (`textCarryingModules`): a page's texts
 * weigh on that page only (the whole catalogue was 14 KiB gzip of every page's first load, now ~3).
 */
export function precompiledCatalogues(): Plugin {
  // Read once per build: the transform of each text-carrying module (~40) and the catalogues' load use them.
  let texts = { de: {}, en: {} } as Record<(typeof LANGUAGES)[number], Record<string, string>>;
  let carryingModules = new Map<string, string[]>();
  let carriedIds = new Set<string>();
  return {
    name: 'h2o:precompiled-catalogues',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    buildStart() {
      texts = { de: publicTexts('de'), en: publicTexts('en') };
      carryingModules = textCarryingModules(new Set(Object.keys(texts.de)));
      carriedIds = new Set([...carryingModules.values()].flat());
    },
    transform(code, id) {
      const ids = carryingModules.get(id.split('?')[0]);
      if (!ids) return null;
      const carried = Object.fromEntries(LANGUAGES.map((language) => [language, precompiled(texts[language], ids)]));
      return `${code}\nimport { addModuleTexts as __addModuleTexts } from ${JSON.stringify(cataloguesModule)};\n__addModuleTexts(${JSON.stringify(carried)});\n`;
    },
    load(id) {
      const admin = ADMIN_CATALOGUE_MODULE.exec(id)?.[1];
      const language = (admin ?? CATALOGUE_MODULE.exec(id)?.[1]) as keyof typeof validationCatalogue | undefined;
      if (!language) return null;
      const file = `${srcDir}i18n/locales/${admin ? 'admin.' : ''}${language}.json`;
      this.addWatchFile(file);
      const catalogue = admin ? adminTexts(file, language) : texts[language];
      const ids = Object.keys(catalogue).filter((messageId) => admin || !carriedIds.has(messageId));
      return `export default ${JSON.stringify(precompiled(catalogue, ids))};`;
    },
  };
}
