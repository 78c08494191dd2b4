import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { BlogAdminResolver } from './admin/blog-admin.resolver.js';
import { blogAdminRestRoutes } from './admin/blog-admin.rest.js';
import { BlogPost } from './blog-post.entity.js';
import { blogRestRoutes } from './blog-post.rest.js';
import { BlogPostResolver } from './blog-post.resolver.js';
import { blogPostService } from './blog-post.service.js';

export const blogModule: DomainModule = {
  name: 'blog',
  entities: [BlogPost],
  resolvers: [BlogPostResolver, BlogAdminResolver],
  nodes: [defineNode(BlogPost, 'BlogPost', (ctx, id) => blogPostService.findPublishedById(ctx, id))],
  restRoutes: [...blogRestRoutes, ...blogAdminRestRoutes],
};
