import type { RequestContext } from '../../context/request-context.js';
import { findAllServices, findServiceById, findServiceBySlug } from './service-offering.repository.js';

export class ServiceOfferingService {
  list(ctx: RequestContext) {
    return findAllServices(ctx.em);
  }

  /** Old links spell slugs in several ways; all of them find the same service. */
  findBySlug(ctx: RequestContext, slug: string) {
    return findServiceBySlug(ctx.em, slug);
  }

  findById(ctx: RequestContext, id: number) {
    return findServiceById(ctx.em, id);
  }
}

export const serviceOfferingService = new ServiceOfferingService();
