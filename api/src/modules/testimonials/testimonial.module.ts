import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { Testimonial } from './testimonial.entity.js';
import { testimonialRestRoutes } from './testimonial.rest.js';
import { TestimonialResolver } from './testimonial.resolver.js';
import { testimonialService } from './testimonial.service.js';

export const testimonialsModule: DomainModule = {
  name: 'testimonials',
  entities: [Testimonial],
  resolvers: [TestimonialResolver],
  nodes: [defineNode(Testimonial, 'Testimonial', (ctx, id) => testimonialService.findVisible(ctx, id))],
  restRoutes: testimonialRestRoutes,
};
