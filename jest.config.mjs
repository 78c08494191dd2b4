/**
 * `npm test`: one run over three projects (API, web components, browser) against a real PostgreSQL.
 * The global setup makes a fresh, migrated, seeded template database for this run; every test file
 * clones its own database from it, so files run in parallel without seeing each other's writes.
 */
export default {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // Browser tests and the embedded-PostgreSQL start need more than Jest's default 5 s.
  testTimeout: 60_000,
  // On two cores Jest runs every file in its own main process, one after another, and that process kept what each
  // file left behind (~130 files, most loading the whole API) until it ran out of heap (4 GB) near the end of a
  // run. With a limit the files run in a worker instead, started afresh whenever it holds more than this after a file.
  workerIdleMemoryLimit: '1536MB',
  // Two files at a time on two cores: most of a file's time is spent waiting (the database, a browser, an SMTP
  // server, a second app instance), so one file after another left a core idle and the run took ~28 minutes.
  maxWorkers: 2,
  projects: ['<rootDir>/api/jest.config.js', '<rootDir>/web/jest.config.js', '<rootDir>/web/e2e/jest.config.js'],
};
