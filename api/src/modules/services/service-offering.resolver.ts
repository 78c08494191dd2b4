import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { ServiceOffering } from './service-offering.entity.js';
import { serviceOfferingService } from './service-offering.service.js';

@Resolver(() => ServiceOffering)
export class ServiceOfferingResolver {
  @Query(() => [ServiceOffering], { description: 'All services, in menu order (a short, fixed list).' })
  services(@Ctx() ctx: RequestContext) {
    return serviceOfferingService.list(ctx);
  }

  @Query(() => ServiceOffering, {
    nullable: true,
    description: 'A service by slug; case, hyphens and umlaut spellings do not matter ("TechnischeBaederbetreuung").',
  })
  service(
    @Ctx() ctx: RequestContext,
    @Arg('slug', { description: "The service's `slug` or a spelling of it (case, hyphens, ae/ä)." }) slug: string,
  ) {
    return serviceOfferingService.findBySlug(ctx, slug);
  }
}
