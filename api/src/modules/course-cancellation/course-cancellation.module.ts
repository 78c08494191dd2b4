import type { DomainModule } from '../domain-module.js';
import { courseCancellationRestRoutes } from './course-cancellation.rest.js';
import { CourseCancellationResolver } from './course-cancellation.resolver.js';
import { MIN_PARTICIPANTS_WARNING_CRONTAB, MIN_PARTICIPANTS_WARNING_TASK, minParticipantsWarningTask } from './min-participants.tasks.js';

/** Minimum participants and cancelling a course with refunds. */
export const courseCancellationModule: DomainModule = {
  name: 'course-cancellation',
  resolvers: [CourseCancellationResolver],
  restRoutes: courseCancellationRestRoutes,
  tasks: ({ orm, appSettings, log }) => ({ [MIN_PARTICIPANTS_WARNING_TASK]: minParticipantsWarningTask(orm, appSettings, log) }),
  crontab: [MIN_PARTICIPANTS_WARNING_CRONTAB],
};
