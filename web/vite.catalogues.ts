import { parse } from '@formatjs/icu-messageformat-parser';
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { validationCatalogue } from '../api/src/validation/messages.ts';

const CATALOGUE_MODULE = /\/src\/i18n\/catalogue\.(de|en)\.ts$/;
// The admin area's texts (issue 14): a chunk of their own, loaded by the admin routes only.
const ADMIN_CATALOGUE_MODULE = /\/src\/i18n\/adminCatalogue\.(de|en)\.ts$/;

function readTexts(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const LANGUAGES = ['de', 'en'] as const;
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const cataloguesModule = fileURLToPath(new URL('./src/i18n/catalogues.ts', import.meta.url));
const publicTexts = (language: (typeof LANGUAGES)[number]) => readTexts(`${srcDir}i18n/locales/${language}.json`);

/**
 * The public pages' messages modules (`defineMessages` under src/pages/, the admin area aside) and the ids of the
 * catalogue each defines. In the browser build each such module carries its own texts (both languages: a second
 * request per page for one language would wait for the page's chunk first), and the language catalogues keep the
 * rest: the shell's texts and any id no page module defines (validation messages, ids built at run time).
 */
function pageMessageModules(): Map<string, string[]> {
  const catalogueIds = new Set(Object.keys(publicTexts('de')));
  const modules = new Map<string, string[]>();
  for (const file of globSync('pages/**/*.{ts,tsx}', { cwd: srcDir, exclude: (name) => name === 'admin' || /\.test\.tsx?$/.test(name) })) {
    const source = readFileSync(srcDir + file, 'utf8');
    if (!source.includes('defineMessages')) continue;
    const ids = [...source.matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]).filter((id) => catalogueIds.has(id));
    if (ids.length > 0) modules.set(srcDir + file, ids);
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
 */
export function precompiledCatalogues(): Plugin {
  let pageModules = new Map<string, string[]>();
  let pageIds = new Set<string>();
  return {
    name: 'h2o:precompiled-catalogues',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    buildStart() {
      pageModules = pageMessageModules();
      pageIds = new Set([...pageModules.values()].flat());
    },
    transform(code, id) {
      const ids = pageModules.get(id.split('?')[0]);
      if (!ids) return null;
      const texts = Object.fromEntries(LANGUAGES.map((language) => [language, precompiled(publicTexts(language), ids)]));
      return `${code}\nimport { addPageTexts as __addPageTexts } from ${JSON.stringify(cataloguesModule)};\n__addPageTexts(${JSON.stringify(texts)});\n`;
    },
    load(id) {
      const admin = ADMIN_CATALOGUE_MODULE.exec(id)?.[1];
      const language = (admin ?? CATALOGUE_MODULE.exec(id)?.[1]) as keyof typeof validationCatalogue | undefined;
      if (!language) return null;
      const file = fileURLToPath(new URL(`./src/i18n/locales/${admin ? 'admin.' : ''}${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = admin ? readTexts(file) : { ...readTexts(file), ...validationCatalogue[language] };
      const ids = Object.keys(texts).filter((messageId) => admin || !pageIds.has(messageId));
      return `export default ${JSON.stringify(precompiled(texts, ids))};`;
    },
  };
}
