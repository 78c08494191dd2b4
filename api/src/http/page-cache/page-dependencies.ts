import { fromGlobalId } from '../../graphql/node.js';

/**
 * What a rendered page depends on, read from the Relay records it was rendered with (the same records the
 * browser gets), so a new page is cached correctly without its author declaring anything:
 *
 * - every record with a global id is a row: `Course:8` → the tag `courses:8`, dropped when that row changes;
 * - every root field the page asked for names the tables its answer is made of: `courses(...)` → `courses`,
 *   dropped when a row enters or leaves a list (a course created, deactivated, fully booked …);
 * - every type names the tables of what it shows beyond its own row (a post's related posts).
 *
 * The tags are those the database triggers send (Migration20261203040000_page_cache_notifications, and
 * Migration20261204020000_legal_texts_setup for `legal_text_versions`). A root field
 * or type missing here makes the page uncacheable or dropped on any change, never stale; the test
 * api/test/page-cache.test.ts fails until every public field and type of the schema is listed.
 */

/** Tables of the node types (`<Type>:<id>` global ids) whose rows pages show. */
export const NODE_TABLES: Readonly<Record<string, string>> = {
  Course: 'courses',
  Service: 'services',
  BlogPost: 'blog_posts',
  Testimonial: 'testimonials',
};

/** The public root fields, with the tables whose lists or settings their answer depends on. */
export const ROOT_FIELD_TABLES: Readonly<Record<string, readonly string[]>> = {
  courses: ['courses'],
  course: [], // one row: its node tag
  courseFilterOptions: ['courses'],
  coursesNotice: ['settings'],
  shopSettings: ['settings'],
  publicBusinessProfile: ['settings'],
  siteMode: ['settings'], // the demo banner: going live drops every page that showed it
  followUpSettings: ['settings'], // the privacy policy's retention months
  services: ['services'],
  service: ['services'], // by slug: a slug given to another service changes the answer
  blogPosts: ['blog_posts'],
  blogPost: ['blog_posts'],
  blogCategories: ['blog_posts'],
  testimonials: ['testimonials'],
  legalPage: ['legal_text_versions', 'settings'], // The saved text, with the business profile's and retention settings' facts
};

/**
 * Root fields whose answer depends on who asks (sign-in, cart, an order's key): a page that read one is never
 * kept in a shared cache. Admin fields are here too: the admin area is not rendered on the server, and if one
 * ever were, its page must not be shared.
 */
export const PRIVATE_ROOT_FIELD =
  /^(viewer|cart|orderByAccessKey|waitlistOffer|businessProfile|coursesNoticeTexts|owedRefunds|courseParticipants|waitlistSettings|scheduledJobs|retentionDue|staffAccounts|staffInvitations|accountSessions|node|admin[A-Z].*|dashboardCharts|trainerCourses|trainerRoster|trainerAccounts|courseTrainers|badges|partnerKeys|webhookEndpoints|webhookEventTypes)$/;

/** Types and the tables they read beyond their own row; `[]`: nothing beyond the row (or the root field's tables). */
export const TYPE_TABLES: Readonly<Record<string, readonly string[]>> = {
  __Root: [],
  PageInfo: [],
  Course: [],
  CourseTexts: [],
  CourseConnection: [],
  CourseEdge: [],
  CourseFilterOptions: [],
  CoursesNotice: [],
  ShopSettings: [],
  BankTransferDetails: [],
  PublicBusinessProfile: [],
  FollowUpSettings: [],
  Service: [],
  BlogPost: ['blog_posts'], // its related posts
  BlogPostTexts: [],
  BlogPostConnection: [],
  BlogPostEdge: [],
  Testimonial: ['courses'], // its course's title
  TestimonialConnection: [],
  TestimonialEdge: [],
  LegalPage: [],
};

/** Relay's records as the store serialises them (`environment.getStore().getSource().toJSON()`): id → fields. */
type RecordMap = Record<string, unknown>;
type StoreRecord = { __typename?: unknown; [field: string]: unknown };

export type PageDependencies = { shared: true; tags: Set<string> } | { shared: false; reason: string };

/** Any change at all drops a page tagged with this (a type this file does not know yet). */
export const ANY_CHANGE = '*';

export function pageDependencies(records: RecordMap): PageDependencies {
  const tags = new Set<string>();
  for (const [dataId, value] of Object.entries(records)) {
    if (!value || typeof value !== 'object') continue;
    const record = value as StoreRecord;
    if (dataId === 'client:root') {
      for (const storageKey of Object.keys(record)) {
        if (storageKey === '__id' || storageKey === '__typename') continue;
        const field = storageKey.split('(')[0];
        if (PRIVATE_ROOT_FIELD.test(field)) return { shared: false, reason: `reads ${field}` };
        const tables = ROOT_FIELD_TABLES[field];
        // Relay's own connection keys (`__CourseList_courses_connection`) name the field after the fragment.
        for (const table of tables ?? connectionTables(field)) tags.add(table);
      }
      continue;
    }
    const node = fromGlobalId(dataId);
    if (node) {
      const table = NODE_TABLES[node.type];
      tags.add(table ? `${table}:${node.databaseId}` : ANY_CHANGE);
    }
    const typename = record.__typename;
    if (typeof typename === 'string') for (const table of TYPE_TABLES[typename] ?? [ANY_CHANGE]) tags.add(table);
  }
  return { shared: true, tags };
}

/** `__<Fragment>_<field>_connection` → the field's tables; anything else unknown: any change. */
function connectionTables(storageField: string): readonly string[] {
  const match = /^__\w+?_(\w+)_connection$/.exec(storageField);
  return (match && ROOT_FIELD_TABLES[match[1]]) || [ANY_CHANGE];
}
