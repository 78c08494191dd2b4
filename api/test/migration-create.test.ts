import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { cloneTestDatabase } from './test-app.js';

const root = join(import.meta.dirname, '../..');

/**
 * `npm run db:migration:create` as a developer runs it, on DATABASE_URL set to a clone of the run's migrated
 * database (the command's embedded-PostgreSQL path is the same diff on a database it migrates itself; a
 * second embedded server per test run would cost more than it checks). Files go to a temporary folder, so
 * a failing run leaves nothing in api/src/db/migrations for the other tests to find.
 */
async function migrationCreate(databaseUrl: string, directory: string, ...flags: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', 'api/src/db/cli.ts', 'migration:create', '--directory', directory, ...flags],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { exitCode: code, stdout, stderr };
  }
}

async function execute(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'h2o-migration-create-test-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('npm run db:migration:create', () => {
  it('reports that entities and migrations agree, and writes no file, on this tree', async () => {
    const run = await migrationCreate(await cloneTestDatabase(), directory);
    expect(run).toMatchObject({ exitCode: 0, stdout: 'No changes: entities and migrations agree (no file written).\n' });
    expect(readdirSync(directory)).toEqual([]);
  });

  it('writes the migration of a field the entity has and the migrated database lacks (step 2 of "Adding a field")', async () => {
    // The state after step 1 of the recipe: `Course.specialRequirements` is declared, no migration adds its column yet.
    const databaseUrl = await cloneTestDatabase();
    await execute(databaseUrl, 'alter table courses drop column special_requirements');

    const run = await migrationCreate(databaseUrl, directory, '--name', 'special_requirements');

    const [file] = readdirSync(directory);
    expect(file).toMatch(/^Migration\d{14}_special_requirements\.ts$/);
    expect(run).toMatchObject({ exitCode: 0, stdout: `Created ${join(directory, file)}\n` });
    const code = readFileSync(join(directory, file), 'utf8');
    expect(code).toContain(`override name = '${file.replace(/\.ts$/, '')}';`);
    expect(code).toContain('alter table "courses" add "special_requirements" text null;');
    expect(code).toContain('alter table "courses" drop column "special_requirements";'); // its down()
  });

  it('refuses a DATABASE_URL with migrations not applied (the new file would repeat them), writing nothing', async () => {
    const databaseUrl = await cloneTestDatabase();
    const [{ name }] = await execute(
      databaseUrl,
      'delete from mikro_orm_migrations where name = (select max(name) from mikro_orm_migrations) returning name',
    );

    const run = await migrationCreate(databaseUrl, directory);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(`1 migration(s) not applied to DATABASE_URL's database (${name}…): run \`npm run db:migrate\``);
    expect(readdirSync(directory)).toEqual([]);
  });
});
