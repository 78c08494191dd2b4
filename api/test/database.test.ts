import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/orm.config.js';
import { seedDemoData } from '../src/db/seeders/demo-data.js';
import { verifyPassword } from '../src/modules/auth/password.js';
import { cloneTestDatabase } from './test-app.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init(ormConfig(await cloneTestDatabase()));
});
afterAll(() => orm.close(true));

describe('database', () => {
  it('has migrations that match the entities exactly', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('loads the demo data only once, whatever runs it again', async () => {
    const count = async () =>
      (
        await orm.em
          .fork()
          .execute(
            `select (select count(*) from courses) + (select count(*) from services) + (select count(*) from blog_posts) + (select count(*) from testimonials) as n`,
          )
      )[0].n;
    const before = await count();
    await Promise.all([1, 2, 3].map(() => seedDemoData(orm.em.fork(), { adminUsername: 'admin' })));
    expect(await count()).toBe(before);
  });

  it('covers every course type, level and age group, past and upcoming, full and almost full', async () => {
    const [row] = await orm.em.fork().execute(`select
      count(distinct course_type) as types, count(distinct level) as levels, count(distinct age_group) as ages,
      count(*) filter (where start_date < current_date) as past, count(*) filter (where start_date >= current_date) as upcoming,
      count(*) filter (where available_slots = 0) as full,
      count(*) filter (where available_slots > 0 and available_slots < total_slots * 0.3) as almost_full
      from courses`);
    expect(row).toMatchObject({ types: '4', levels: '3', ages: '4' });
    for (const key of ['past', 'upcoming', 'full', 'almost_full']) expect(Number(row[key])).toBeGreaterThan(0);
  });

  it('stores the admin password as an argon2id hash', async () => {
    const [admin] = await orm.em.fork().execute(`select role, password_hash from users where username = 'admin'`);
    expect(admin.role).toBe('admin');
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password_hash, process.env.TEST_ADMIN_PASSWORD!)).toBe(true);
  });

  it('refuses rows that break the rules: negative places, bad ratings, colliding slugs', async () => {
    const em = orm.em.fork();
    await expect(em.execute(`update courses set available_slots = -1 where id = 1`)).rejects.toThrow(/courses_slots_check/);
    await expect(em.execute(`update courses set available_slots = total_slots + 1 where id = 1`)).rejects.toThrow(/courses_slots_check/);
    await expect(em.execute(`insert into testimonials (name, content, rating) values ('x', 'y', 6)`)).rejects.toThrow(/rating_check/);
    await expect(
      em.execute(`insert into services (slug, title, description) values ('Technische-Baeder-Betreuung', 'x', 'y')`),
    ).rejects.toThrow(/services_slug_key_unique/);
  });
});
