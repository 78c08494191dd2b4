import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../../modules/blog/blog-post.entity.js';
import { Course } from '../../modules/courses/course.entity.js';
import { ServiceOffering } from '../../modules/services/service-offering.entity.js';
import { Setting } from '../../modules/settings/setting.entity.js';
import { DEMO_ROWS_KEY, type DemoRows } from '../../modules/setup/demo-data.js';
import {
  DEFAULT_SHOP_SETTINGS,
  DEMO_BANK_ACCOUNT,
  SHOP_SETTINGS_KEY,
  type StoredShopSettings,
} from '../../modules/settings/shop-settings.service.js';
import { Testimonial } from '../../modules/testimonials/testimonial.entity.js';
import { ensureAdminUser } from '../../modules/users/admin-user.js';
import { User } from '../../modules/users/user.entity.js';
import { demoBlogPosts, demoTestimonials } from './demo-content.js';
import { demoCourses } from './demo-courses.js';
import { demoServices } from './demo-services.js';

const DEMO_MARKER = 'demoDataLoadedAt';

/**
 * The demo sells by bank transfer at once: the demo account replaces the migration's placeholder, never
 * an account staff entered. It is marked `isDemo`; the admin area's banner and checklist ask for the real one.
 */
async function useDemoBankAccount(em: EntityManager): Promise<void> {
  const row = await em.findOne(Setting, { key: SHOP_SETTINGS_KEY });
  const stored = (row?.value ?? DEFAULT_SHOP_SETTINGS) as StoredShopSettings;
  if (stored.bankTransfer?.iban !== DEFAULT_SHOP_SETTINGS.bankTransfer.iban) return;
  await em.upsert(Setting, { key: SHOP_SETTINGS_KEY, value: { ...stored, bankTransfer: DEMO_BANK_ACCOUNT }, updatedAt: new Date() });
}

/**
 * Loads the demo data exactly once per database: the marker row is inserted first in the same
 * transaction, so a restart, or a second instance starting at the same moment, loads nothing twice.
 * The admin account is ensured on every call, with or without demo data.
 */
export async function seedDemoData(
  em: EntityManager,
  options: { adminUsername: string; adminPassword?: string },
  today = new Date(),
): Promise<{ loaded: boolean; generatedAdminPassword: string | null }> {
  const admin = await ensureAdminUser(em, { username: options.adminUsername, password: options.adminPassword });
  const loaded = await em.transactional(async (tx) => {
    const inserted = await tx
      .createQueryBuilder(Setting)
      .insert({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflict('key')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) return false;

    for (const service of demoServices) tx.create(ServiceOffering, service);
    const courses = demoCourses(today).map((course) => tx.create(Course, course));
    await tx.flush(); // reviews refer to the courses by id
    const testimonials = demoTestimonials.map(({ courseIndex, ...testimonial }) =>
      tx.create(Testimonial, { ...testimonial, course: courseIndex === null ? null : courses[courseIndex].id }),
    );
    const author = await tx.findOneOrFail(User, { username: options.adminUsername });
    const posts = demoBlogPosts.map(({ daysAgo, ...post }) => {
      const publishedAt = post.published ? new Date(today.getTime() - daysAgo * 86_400_000) : null;
      return tx.create(BlogPost, { ...post, author, publishedAt });
    });
    await tx.flush();
    // Recorded so the checklist can tell the demo's rows from the school's own, and take them off the site.
    const rows: DemoRows = {
      courses: courses.map((course) => course.id),
      testimonials: testimonials.map((entry) => entry.id),
      blogPosts: posts.map((post) => post.id),
    };
    tx.create(Setting, { key: DEMO_ROWS_KEY, value: rows });
    await tx.flush();
    await useDemoBankAccount(tx);
    return true;
  });
  return { loaded, generatedAdminPassword: admin.generatedPassword };
}
