import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../settings/setting.entity.js';
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_KEY, type StoredShopSettings, readShopSettings } from '../settings/shop-settings.service.js';

/** Which rows the demo data created (the seeder records them), so they can be told from the school's own. */
export const DEMO_ROWS_KEY = 'demo_data_rows';

export interface DemoRows {
  courses: number[];
  testimonials: number[];
  blogPosts: number[];
}

/**
 * Each kind of demo row: its table, the column that puts it on the site, and the audit log's name for it. A demo row
 * staff changed (the audit log says so) is theirs now and no longer counts as demo, as for the checklist's first course.
 */
const KINDS = {
  courses: { table: 'courses', shown: 'is_active', audit: 'course' },
  testimonials: { table: 'testimonials', shown: 'is_visible', audit: 'testimonial' },
  blogPosts: { table: 'blog_posts', shown: 'published', audit: 'blogPost' },
} as const satisfies Record<keyof DemoRows, { table: string; shown: string; audit: string }>;

export async function readDemoRows(em: EntityManager): Promise<DemoRows> {
  const row = await em.findOne(Setting, { key: DEMO_ROWS_KEY });
  const stored = (row?.value ?? {}) as Partial<Record<keyof DemoRows, unknown>>;
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : []);
  return { courses: ids(stored.courses), testimonials: ids(stored.testimonials), blogPosts: ids(stored.blogPosts) };
}

/** The demo rows still on the site, by kind; ids staff never changed. */
async function shownDemoRows(em: EntityManager): Promise<Record<keyof DemoRows, number[]>> {
  const rows = await readDemoRows(em);
  const shown = {} as Record<keyof DemoRows, number[]>;
  for (const [kind, { table, shown: column, audit }] of Object.entries(KINDS) as [keyof DemoRows, (typeof KINDS)[keyof DemoRows]][]) {
    shown[kind] = rows[kind].length
      ? (
          await em.getConnection().execute<{ id: number }[]>(
            `select t.id from ${table} t where t.id = any(?::int[]) and t.${column}
               and not exists (select 1 from audit_events a where a.entity_type = ? and a.entity_id = t.id)`,
            [`{${rows[kind].join(',')}}`, audit],
          )
        ).map((row) => row.id)
      : [];
  }
  return shown;
}

/** What of the demo is still there: `courses:9`, `testimonials:4`, `blogPosts:3`, `bankAccount`; empty when none. */
export async function demoDataLeft(em: EntityManager): Promise<string[]> {
  const shown = await shownDemoRows(em);
  const left = (Object.keys(KINDS) as (keyof DemoRows)[])
    .filter((kind) => shown[kind].length > 0)
    .map((kind) => `${kind}:${shown[kind].length}`);
  if ((await readShopSettings(em)).bankTransfer.isDemo) left.push('bankAccount');
  return left;
}

/**
 * Takes the demo off the site (admins, from the checklist): its courses off sale, its reviews hidden, its articles
 * unpublished, and its bank account back to the empty placeholder (bank transfer is then not offered until the real
 * account is entered). Nothing is deleted: orders placed while trying the demo keep their courses.
 */
export async function removeDemoData(em: EntityManager): Promise<void> {
  const shown = await shownDemoRows(em);
  for (const [kind, { table, shown: column }] of Object.entries(KINDS) as [keyof DemoRows, (typeof KINDS)[keyof DemoRows]][]) {
    if (shown[kind].length)
      await em.getConnection().execute(`update ${table} set ${column} = false where id = any(?::int[])`, [`{${shown[kind].join(',')}}`]);
  }
  if ((await readShopSettings(em)).bankTransfer.isDemo) {
    const row = await em.findOne(Setting, { key: SHOP_SETTINGS_KEY });
    const stored = (row?.value ?? DEFAULT_SHOP_SETTINGS) as StoredShopSettings;
    await em.upsert(Setting, {
      key: SHOP_SETTINGS_KEY,
      value: { ...stored, bankTransfer: DEFAULT_SHOP_SETTINGS.bankTransfer },
      updatedAt: new Date(),
    });
  }
}
