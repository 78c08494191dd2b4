import type {
  RestSubmitCourseRequestMutation,
  RestSubmitCourseRequestMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restInt, restOptionalText, restRoute, restText, succeeded } from '../../rest/rest-route.js';

export const bookingRestRoutes: RestRoute[] = [
  restRoute<RestSubmitCourseRequestMutation, RestSubmitCourseRequestMutationVariables>({
    // Not in docs/SPEC.md §7 (the old site's booking-request call is "not shown"): the course-request form's fields.
    method: 'POST',
    path: '/api/course-requests',
    operation: `mutation RestSubmitCourseRequest($input: SubmitCourseRequestInput!) {
      submitCourseRequest(input: $input) {
        booking { databaseId name email message status createdAt course { databaseId } }
        acknowledgement
        errors { field code message }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        courseId: restInt(body.courseId),
        name: restText(body.name),
        email: restText(body.email),
        message: restOptionalText(body.message),
        privacyAccepted: body.privacyAccepted === true,
        website: restOptionalText(body.website),
      },
    }),
    payloadOf: 'submitCourseRequest',
    successStatus: 201,
    shape: ({ submitCourseRequest: payload }) => {
      const booking = succeeded(payload.booking, 'booking');
      return {
        id: booking.databaseId,
        courseId: booking.course?.databaseId ?? null,
        name: booking.name,
        email: booking.email,
        message: booking.message,
        status: booking.status.toLowerCase(),
        createdAt: booking.createdAt,
        // Added later: whether the visitor's copy is on its way (`queued`) or why not.
        acknowledgement: payload.acknowledgement?.toLowerCase() ?? null,
      };
    },
  }),
];
