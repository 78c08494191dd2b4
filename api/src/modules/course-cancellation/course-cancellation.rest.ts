import { toGlobalId } from '../../graphql/node.js';
import type { RestCancelCourseMutation, RestCancelCourseMutationVariables } from '../../rest/__generated__/rest-operations.js';
import { RestError, type RestRoute, idParam, restRoute, succeeded } from '../../rest/rest-route.js';
import { COURSE_FIELDS, courseJson } from '../courses/course.rest.js';

export const courseCancellationRestRoutes: RestRoute[] = [
  restRoute<RestCancelCourseMutation, RestCancelCourseMutationVariables>({
    // POST /api/courses/{id}/cancel with an optional `{ reason }`; answers the course (now cancelled) and the counts.
    method: 'POST',
    path: '/api/courses/:id/cancel',
    operation: `mutation RestCancelCourse($input: CancelCourseInput!) {
      cancelCourse(input: $input) { course { ...RestCourse } cancelledOrders refunds errors { field code message } }
    } ${COURSE_FIELDS}`,
    variables: ({ params, body }) => ({
      input: {
        courseId: toGlobalId('Course', idParam(params.id, 'course id')),
        reason: typeof body?.reason === 'string' ? body.reason : null,
      },
    }),
    shape: (data) => {
      const { errors } = data.cancelCourse;
      if (errors.some((error) => error.code === 'COURSE_NOT_FOUND')) throw new RestError(404, 'COURSE_NOT_FOUND', 'Kurs nicht gefunden.');
      if (errors.length) throw new RestError(409, errors[0].code, errors[0].message);
      return {
        course: courseJson(succeeded(data.cancelCourse.course, 'course')),
        cancelledOrders: data.cancelCourse.cancelledOrders,
        refunds: data.cancelCourse.refunds,
      };
    },
  }),
];
