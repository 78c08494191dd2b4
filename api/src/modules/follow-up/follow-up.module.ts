import type { DomainModule } from '../domain-module.js';
import { CourseReminder } from './course-reminder.entity.js';
import { followUpRestRoutes } from './follow-up.rest.js';
import { FollowUpResolver } from './follow-up.resolver.js';
import { followUpTasks } from './follow-up.tasks.js';
import { JobRun } from './job-run.entity.js';
import { FOLLOW_UP_CRONTAB } from './job-runs.js';
import { followUpMailTemplates } from './follow-up.mail-templates.js';
import { followUpMailMessages } from './follow-up.messages.js';

/**
 * Reminders before it starts, review invitations after it ends,
 * and its customers' and children's data anonymised some months later; each job visible with its last and next run.
 */
export const followUpModule: DomainModule = {
  name: 'follow-up',
  entities: [CourseReminder, JobRun],
  resolvers: [FollowUpResolver],
  restRoutes: followUpRestRoutes,
  tasks: (setup) => followUpTasks(setup),
  crontab: FOLLOW_UP_CRONTAB,
  mails: [{ templates: followUpMailTemplates, messages: followUpMailMessages }],
};
