import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { TestimonialAdminResolver } from './admin/testimonial-admin.resolver.js';
import { testimonialAdminRestRoutes } from './admin/testimonial-admin.rest.js';
import { Testimonial } from './testimonial.entity.js';
import { testimonialRestRoutes } from './testimonial.rest.js';
import { TestimonialResolver } from './testimonial.resolver.js';
import { testimonialService } from './testimonial.service.js';

export const testimonialsModule: DomainModule = {
  name: 'testimonials',
  entities: [Testimonial],
  resolvers: [TestimonialResolver, TestimonialAdminResolver],
  nodes: [defineNode(Testimonial, 'Testimonial', (ctx, id) => testimonialService.findVisible(ctx, id))],
  restRoutes: [...testimonialRestRoutes, ...testimonialAdminRestRoutes],
};
