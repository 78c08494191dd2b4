import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { demoCourses } from '../src/db/seeders/demo-courses.js';
import { seedDemoData } from '../src/db/seeders/demo-data.js';

/** A scratch database for one benchmark run; `drop()` removes it (and the embedded server, if any). */
export interface BenchDatabase {
  url: string;
  location: string;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL: a new database `h2o_bench_<random>` on that server.
 * Without: an embedded PostgreSQL in a temporary directory, not kept.
 */
export async function provisionDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (databaseUrl) {
    const name = `h2o_bench_${randomBytes(4).toString('hex')}`;
    await withClient(databaseUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      location: `database ${name} on ${url.host}`,
      drop: () => withClient(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'h2o-bench-'));
  chmodSync(dir, 0o755); // as root, embedded-postgres runs initdb as a `postgres` user that must reach <dir>/postgres
  try {
    const embedded = await startEmbeddedPostgres(dir, { persistent: false });
    return {
      url: embedded.url,
      location: `embedded PostgreSQL in ${dir}`,
      async drop() {
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Migrations, demo data, then extra courses (copies of the demo courses, later dates) up to `totalActive`. */
export async function seedBenchData(url: string, totalActive: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  try {
    await seedDemoData(database.orm.em.fork(), { adminUsername: 'admin', adminPassword: 'bench-admin-password' });
  } finally {
    await database.close();
  }
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from courses where is_active`);
    const missing = totalActive - rows[0].count;
    const templates = demoCourses(new Date());
    for (let index = 0; index < missing; index++) {
      const template = templates[index % templates.length];
      const weeks = 2 + Math.floor(index / templates.length); // each round starts a week later
      await client.query(
        `insert into courses (title, description, course_type, level, age_group, start_date, end_date, schedule, time, location,
           duration, available_slots, total_slots, price_cents, is_active, notes, special_requirements, cancellation_policy)
         values ($1, $2, $3, $4, $5, $6::date + $7::int, $8::date + $7::int, $9, $10, $11, $12, $13, $14, $15, true, $16, $17, $18)`,
        [
          `${template.title} (Gruppe ${weeks})`,
          template.description,
          template.courseType,
          template.level,
          template.ageGroup,
          template.startDate,
          weeks * 7,
          template.endDate,
          template.schedule,
          template.time,
          template.location,
          template.duration,
          (template.availableSlots + index) % (template.totalSlots + 1),
          template.totalSlots,
          template.priceCents + (index % 5) * 500,
          template.notes,
          template.specialRequirements,
          'cancellationPolicy' in template ? template.cancellationPolicy : null,
        ],
      );
    }
  });
}

/** Makes exactly `count` courses active: the demo courses first, then the extra ones by id. */
export async function setActiveCourses(url: string, count: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(
      `update courses set is_active = ranked.rank <= $1
       from (select id, row_number() over (order by id) as rank from courses) ranked where ranked.id = courses.id`,
      [count],
    );
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from courses where is_active`);
    if (rows[0].count !== count) throw new Error(`expected ${count} active courses, found ${rows[0].count}`);
  });
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
