import type { RequestContext } from '../../graphql/context.js';
import { findAllServices, findServiceById, findServiceBySlugKey } from './service-offering.repository.js';
import { slugKey } from './service-slug.js';

export class ServiceOfferingService {
  list(ctx: RequestContext) {
    return findAllServices(ctx.em);
  }

  /** Old links spell slugs in several ways; all of them find the same service. */
  async findBySlug(ctx: RequestContext, slug: string) {
    const key = slugKey(slug);
    return key ? findServiceBySlugKey(ctx.em, key) : null;
  }

  findById(ctx: RequestContext, id: number) {
    return findServiceById(ctx.em, id);
  }
}

export const serviceOfferingService = new ServiceOfferingService();
