import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';

/**
 * Two replicas started together on an empty database (docker-compose.yml) take turns at the start-up work: both
 * start, every migration is applied once, and neither fails on the other's half-made tables.
 */
const serverUrl = process.env.TEST_DATABASE_SERVER_URL!;
const name = `${process.env.TEST_RUN_ID}_startup_${randomBytes(3).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`create database "${name}"`));
afterAll(() => admin(`drop database if exists "${name}" with (force)`));

it('applies the migrations once when two instances start on an empty database at the same moment', async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const [first, second] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' })));
  try {
    const applied = [first.appliedMigrations.length, second.appliedMigrations.length].sort((x, y) => x - y);
    expect(applied[0]).toBe(0);
    expect(applied[1]).toBeGreaterThan(20);
    const [{ count }] = await first.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>('select count(*)::text as count from mikro_orm_migrations');
    expect(Number(count)).toBe(applied[1]);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
