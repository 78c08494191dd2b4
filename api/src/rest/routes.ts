import { domainModules } from '../modules/modules.js';
import type { RestRoute } from './rest-route.js';

/** Every documented `/api` path (docs/SPEC.md §7) that exists so far, as the domain modules declare them. */
export const restRoutes: RestRoute[] = domainModules.flatMap((module) => module.restRoutes ?? []);
