import { blogRestRoutes } from '../modules/blog/blog-post.rest.js';
import { courseRestRoutes } from '../modules/courses/course.rest.js';
import { serviceRestRoutes } from '../modules/services/service-offering.rest.js';
import { testimonialRestRoutes } from '../modules/testimonials/testimonial.rest.js';
import type { RestRoute } from './rest-route.js';

/** Every documented `/api` path (SPEC §7) that exists so far. */
export const restRoutes: RestRoute[] = [...courseRestRoutes, ...serviceRestRoutes, ...testimonialRestRoutes, ...blogRestRoutes];
