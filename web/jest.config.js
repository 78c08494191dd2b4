// Jest *project* config for the web client (referenced from the root jest.config `projects`).
// Babel options live inline so no babel.config file exists for Vite's babel plugin to pick up.
import { fileURLToPath } from 'node:url';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [['relay', { artifactDirectory, eagerEsModules: true }]],
};

export default {
  displayName: 'web',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '\\.[jt]sx?$': ['babel-jest', babelOptions] },
  // react-intl and its formatjs dependencies ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  // The shared validation (@h2o/api/validation/*, a symlink into api/src, so transformed like our own code)
  // imports its siblings the Node ESM way, as './fields.js' for fields.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
};
