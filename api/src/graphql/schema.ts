import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { BlogPostResolver } from '../modules/blog/blog-post.resolver.js';
import { CourseResolver } from '../modules/courses/course.resolver.js';
import { ServiceOfferingResolver } from '../modules/services/service-offering.resolver.js';
import { TestimonialResolver } from '../modules/testimonials/testimonial.resolver.js';
import { NodeResolver } from './node.resolver.js';

let schema: Promise<GraphQLSchema> | undefined;

/** The one executable schema, built once per process and shared by /graphql and the REST door. */
export function getSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: [NodeResolver, CourseResolver, ServiceOfferingResolver, TestimonialResolver, BlogPostResolver],
    validate: false,
  });
  return schema;
}
