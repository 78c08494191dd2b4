import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { blogPostService } from '../modules/blog/blog-post.service.js';
import { courseService } from '../modules/courses/course.service.js';
import { serviceOfferingService } from '../modules/services/service-offering.service.js';
import { testimonialService } from '../modules/testimonials/testimonial.service.js';
import type { RequestContext } from './context.js';
import { Node, fromGlobalId } from './node.js';

/** How to load each public node type by database id; a type that is not here is not refetchable. */
const nodeLoaders: Record<string, (ctx: RequestContext, id: number) => Promise<object | null>> = {
  Course: (ctx, id) => courseService.findPublic(ctx, id),
  Service: (ctx, id) => serviceOfferingService.findById(ctx, id),
  Testimonial: (ctx, id) => testimonialService.findVisible(ctx, id),
  BlogPost: (ctx, id) => blogPostService.findPublishedById(ctx, id),
};

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Fetches any object by its global id.' })
  async node(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    const parsed = fromGlobalId(id);
    const load = parsed && Object.hasOwn(nodeLoaders, parsed.type) ? nodeLoaders[parsed.type] : undefined;
    if (!parsed || !load) return null;
    const found = await load(ctx, parsed.databaseId);
    // Rows are plain objects, so the Node interface needs the type name to resolve them.
    return found ? { ...found, __typename: parsed.type } : null;
  }
}
