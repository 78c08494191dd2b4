import pg from 'pg';

/** Drops every database this run created (template and per-file clones), or stops the embedded server and deletes its folder. */
export default async function globalTeardown() {
  const run = globalThis.__H2O_TEST_RUN__;
  if (run && !globalThis.__H2O_EMBEDDED_PG__) {
    const admin = new pg.Client({ connectionString: run.serverUrl });
    await admin.connect();
    const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [`${run.runId}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  }
  await globalThis.__H2O_EMBEDDED_PG__?.stop();
}
