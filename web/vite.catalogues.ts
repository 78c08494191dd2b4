import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { validationCatalogue } from '../api/src/validation/messages.ts';

const CATALOGUE_MODULE = /\/src\/i18n\/catalogue\.(de|en)\.ts$/;
// The admin area's texts (issue 14): a chunk of their own, loaded by the admin routes only.
const ADMIN_CATALOGUE_MODULE = /\/src\/i18n\/adminCatalogue\.(de|en)\.ts$/;

function readTexts(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
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
  return {
    name: 'h2o:precompiled-catalogues',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    load(id) {
      const admin = ADMIN_CATALOGUE_MODULE.exec(id)?.[1];
      const language = (admin ?? CATALOGUE_MODULE.exec(id)?.[1]) as keyof typeof validationCatalogue | undefined;
      if (!language) return null;
      const file = fileURLToPath(new URL(`./src/i18n/locales/${admin ? 'admin.' : ''}${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = admin ? readTexts(file) : { ...readTexts(file), ...validationCatalogue[language] };
      const trees = Object.fromEntries(Object.entries(texts).map(([messageId, text]) => [messageId, parse(text)]));
      return `export default ${JSON.stringify(trees)};`;
    },
  };
}
