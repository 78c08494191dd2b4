import type { BookingStatus as BookingStatusName, RestAdminBookingsQuery, RestAdminBookingsQueryVariables } from '../../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute, restValidationFailed } from '../../../rest/rest-route.js';
import { validationMessage } from '../../../graphql/mutation.js';
import { BookingStatus } from '../booking.entity.js';

/** Staff's bookings row of SPEC §7 (`GET /api/bookings`: "list"), over `adminBookings` (401/403 as on /graphql). */
export const bookingAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminBookingsQuery, RestAdminBookingsQueryVariables>({
    // Every booking request, newest first (old clients expect the whole list). Optional: ?search=, ?status=pending|confirmed|cancelled.
    method: 'GET',
    path: '/api/bookings',
    operation: `query RestAdminBookings($first: Int, $after: String, $search: String, $status: BookingStatus) {
      adminBookings(first: $first, after: $after, search: $search, status: $status) {
        edges { node { databaseId name email status message createdAt courseTitle course { databaseId } } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: ({ query, language }) => {
      const asked = query.status?.trim().toLowerCase();
      const status = asked ? (Object.entries(BookingStatus).find(([, value]) => value === asked)?.[0] as BookingStatusName | undefined) : null;
      if (status === undefined) throw restValidationFailed([{ field: 'status', code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') }]);
      return { search: query.search || null, status };
    },
    allPagesOf: 'adminBookings',
    shape: (data) =>
      data.adminBookings.edges.map(({ node }) => ({
        id: node.databaseId,
        courseId: node.course?.databaseId ?? null,
        courseTitle: node.courseTitle,
        name: node.name,
        email: node.email,
        status: node.status.toLowerCase(),
        message: node.message,
        createdAt: node.createdAt,
      })),
  }),
];
