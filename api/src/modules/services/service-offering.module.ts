import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { ServiceAdminResolver } from './admin/service-admin.resolver.js';
import { ServiceOffering } from './service-offering.entity.js';
import { serviceRestRoutes } from './service-offering.rest.js';
import { ServiceOfferingResolver } from './service-offering.resolver.js';
import { serviceOfferingService } from './service-offering.service.js';
import { serviceSlugKey } from './service-slug.routine.js';

export const servicesModule: DomainModule = {
  name: 'services',
  entities: [ServiceOffering],
  routines: [serviceSlugKey],
  resolvers: [ServiceOfferingResolver, ServiceAdminResolver],
  nodes: [defineNode(ServiceOffering, 'Service', (ctx, id) => serviceOfferingService.findById(ctx, id))],
  restRoutes: serviceRestRoutes,
};
