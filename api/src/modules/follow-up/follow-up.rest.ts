import { toGlobalId } from '../../graphql/node.js';
import type {
  RestAnonymiseCourseDataMutation,
  RestAnonymiseCourseDataMutationVariables,
  RestRetentionDueQuery,
  RestRetentionDueQueryVariables,
  RestScheduledJobsQuery,
  RestScheduledJobsQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { RestError, type RestRoute, idParam, restRoute } from '../../rest/rest-route.js';

/** The follow-up jobs and settings for REST clients, admins only (the operations are `@Authorized(ADMIN_ONLY)`: 401/403 otherwise). */
export const followUpRestRoutes: RestRoute[] = [
  restRoute<RestScheduledJobsQuery, RestScheduledJobsQueryVariables>({
    method: 'GET',
    path: '/api/admin/jobs',
    operation: `query RestScheduledJobs {
      scheduledJobs { job schedule enabled nextRunAt lastRun { startedAt finishedAt durationMs ok trigger counts { name value } error } }
    }`,
    variables: () => ({}),
    shape: (data) =>
      data.scheduledJobs.map((job) => ({
        ...job,
        lastRun: job.lastRun
          ? { ...job.lastRun, counts: Object.fromEntries(job.lastRun.counts.map((count) => [count.name, count.value])) }
          : null,
      })),
  }),
  restRoute<RestRetentionDueQuery, RestRetentionDueQueryVariables>({
    method: 'GET',
    path: '/api/admin/data-retention/due',
    operation: `query RestRetentionDue { retentionDue(limit: 100) { courseDatabaseId courseTitle endDate dueOn orders participants } }`,
    variables: () => ({}),
    shape: (data) => data.retentionDue.map(({ courseDatabaseId, ...row }) => ({ courseId: courseDatabaseId, ...row })),
  }),
  restRoute<RestAnonymiseCourseDataMutation, RestAnonymiseCourseDataMutationVariables>({
    method: 'POST',
    path: '/api/admin/courses/:id/anonymise',
    operation: `mutation RestAnonymiseCourseData($input: AnonymiseCourseDataInput!) {
      anonymiseCourseData(input: $input) { orders participants bookings mails invoicesKept errors { field code message } }
    }`,
    variables: ({ params }) => ({ input: { courseId: toGlobalId('Course', idParam(params.id, 'course id')) } }),
    shape: (data) => {
      const { errors, ...counts } = data.anonymiseCourseData;
      if (errors.some((error) => error.code === 'COURSE_NOT_FOUND')) throw new RestError(404, 'COURSE_NOT_FOUND', errors[0].message);
      if (errors.length) throw new RestError(409, errors[0].code, errors[0].message);
      return counts;
    },
  }),
];
