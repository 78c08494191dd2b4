import { swcTransform } from '../../api/jest.config.js';

/** Browser tests: the real server and Debian's Chromium through playwright-core. */
export default {
  displayName: 'browser',
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swcTransform },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/**/*.test.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
};
