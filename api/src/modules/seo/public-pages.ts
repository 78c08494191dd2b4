import type { RequestContext } from '../../context/request-context.js';
import { blogPostService } from '../blog/blog-post.service.js';
import { courseService } from '../courses/course.service.js';
import { serviceOfferingService } from '../services/service-offering.service.js';

/** A page anyone may open and a search engine should know: its path and, where known, its last change. */
export interface PublicPage {
  path: string;
  lastModified?: Date;
}

/**
 * The public pages, in one place: the sitemap lists exactly these. It mirrors the public routes of
 * web/src/routes/routes.tsx (`/`, `/courses`, `/course/:id`); a new public route (services, blog, …)
 * adds its source here. Admin, checkout and API paths are never public pages (see robots.ts).
 */
const PUBLIC_PAGE_SOURCES: ((ctx: RequestContext) => PublicPage[] | Promise<PublicPage[]>)[] = [
  () => [{ path: '/' }, { path: '/courses' }],
  // Each course a visitor may open: the active ones, ended ones included (their page still answers).
  async (ctx) =>
    (await courseService.listPublicStamps(ctx)).map((course) => ({ path: `/course/${course.id}`, lastModified: course.updatedAt })),
  // Static pages (web/src/pages/about, web/src/pages/legal): the legal texts are public and indexable too.
  () => [{ path: '/about' }, { path: '/impressum' }, { path: '/datenschutz' }, { path: '/agb' }],
  // The public API's documentation for partners (web/src/pages/developers).
  () => [{ path: '/developers' }],
  // The blog and every published article (drafts have no public page).
  () => [{ path: '/blog' }],
  async (ctx) =>
    (await blogPostService.listPublicStamps(ctx)).map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  // The services and each service's page, under its canonical slug (spelling variants redirect there).
  async (ctx) => [
    { path: '/services' },
    ...(await serviceOfferingService.list(ctx)).map((service) => ({ path: `/service/${service.slug}` })),
  ],
  // The contact form; course-request and review pages belong to one course each and stay unindexed.
  () => [{ path: '/contact' }],
];

export async function listPublicPages(ctx: RequestContext): Promise<PublicPage[]> {
  return (await Promise.all(PUBLIC_PAGE_SOURCES.map((source) => source(ctx)))).flat();
}
