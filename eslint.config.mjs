// One lint configuration for the whole tree (api, web, paypal-stand-in, tests, scripts), run by `npm test`
// (api/test/lint.test.ts) and by `npm run lint`. Formatting is Prettier's alone: eslint-config-prettier turns off
// every rule that would argue with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/__generated__/', 'coverage/', 'bench-results/', '.data/', 'tmp/', 'web/public/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // TypeScript resolves every import (tsc runs in CI); the plugin's own resolver does not know the workspaces'
      // exports maps and would only repeat tsc's work slower.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // styled-components, pino and others export their main function both as default and by name.
      'import-x/no-named-as-default': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': 'off', // dependency-cruiser's no-circular checks cycles over the whole tree (layers.test.ts)
      // Relay's compiler reads fragments declared as bare graphql`` statements (shared payload selections).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // Each domain adds its mail templates and texts to the registry's types by declaration merging: an interface
      // that extends one type and declares nothing more is that mechanism, not a mistake.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.tsx'],
    rules: {
      // Only on DOM elements: our dialogs hand `autoFocus` to their first field when they open (the WAI-ARIA dialog pattern).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    rules: {
      // The rule flags an `accessKey` prop on any element, and ours is the order's secret key passed between components;
      // HTML's accesskey stays forbidden on DOM elements (lower-case tags) by the selector below.
      'jsx-a11y/no-access-key': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^accesskey$/i]',
          message: "No access key attribute: it clashes with screen readers' and browsers' own keyboard commands.",
        },
      ],
      // Formik's <Field> renders the input a label wraps.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Field'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'web/e2e/**', 'api/bench/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // Tests read answers of any shape the server sends; typing every GraphQL answer in a test would only repeat the schema.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/src/db/migrations/*.ts'],
    // MikroORM's migration generator escapes every `$` of the SQL it writes (`\$\$` around a function body).
    rules: { 'no-useless-escape': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
