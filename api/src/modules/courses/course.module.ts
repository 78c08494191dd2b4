import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { CourseAdminResolver } from './admin/course-admin.resolver.js';
import { courseAdminRestRoutes } from './admin/course-admin.rest.js';
import { Course } from './course.entity.js';
import { courseRestRoutes } from './course.rest.js';
import { CourseResolver } from './course.resolver.js';
import { courseService } from './course.service.js';

export const coursesModule: DomainModule = {
  name: 'courses',
  entities: [Course],
  resolvers: [CourseResolver, CourseAdminResolver],
  nodes: [defineNode(Course, 'Course', (ctx, id) => courseService.findPublic(ctx, id))],
  restRoutes: [...courseRestRoutes, ...courseAdminRestRoutes],
};
