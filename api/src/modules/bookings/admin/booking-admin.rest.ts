import type {
  BookingStatus as BookingStatusName,
  RestAdminBookingsQuery,
  RestAdminBookingsQueryVariables,
  RestAdminConvertBookingMutation,
  RestAdminConvertBookingMutationVariables,
} from '../../../rest/__generated__/rest-operations.js';
import { type RestRoute, idParam, restRoute, restValidationFailed, succeeded } from '../../../rest/rest-route.js';
import { toGlobalId } from '../../../graphql/node.js';
import { optionalInt, participantsOf } from '../../contact/admin/contact-admin.rest.js';
import { DETAILED_ORDER_FIELDS, detailedOrderJson } from '../../orders/admin/order-admin.rest.js';
import { validationMessage } from '../../../graphql/mutation.js';
import { BookingStatus } from '../booking.entity.js';

/** Staff's bookings row of docs/SPEC.md §7 (`GET /api/bookings`: "list"), over `adminBookings` (401/403 as on /graphql). */
export const bookingAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminBookingsQuery, RestAdminBookingsQueryVariables>({
    // Every booking request, newest first (old clients expect the whole list). Optional: ?search=, ?status=pending|confirmed|cancelled.
    method: 'GET',
    path: '/api/bookings',
    operation: `query RestAdminBookings($first: Int, $after: String, $search: String, $status: BookingStatus) {
      adminBookings(first: $first, after: $after, search: $search, status: $status) {
        edges { node { databaseId name email status message createdAt courseTitle course { databaseId } order { databaseId orderNumber } } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: ({ query, language }) => {
      const asked = query.status?.trim().toLowerCase();
      const status = asked
        ? (Object.entries(BookingStatus).find(([, value]) => value === asked)?.[0] as BookingStatusName | undefined)
        : null;
      if (status === undefined)
        throw restValidationFailed([
          { field: 'status', code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') },
        ]);
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
        orderId: node.order?.databaseId ?? null,
        orderNumber: node.order?.orderNumber ?? null,
      })),
  }),
  restRoute<RestAdminConvertBookingMutation, RestAdminConvertBookingMutationVariables>({
    // As POST /api/contact/{id}/convert-to-order (one conversion for both): body (all optional) courseId (default: the course
    // requested), quantity (default 1), participants [{ firstName, lastName }]. 201 with the order plus bookingId; 409 ALREADY_CONVERTED.
    method: 'POST',
    path: '/api/bookings/:id/convert-to-order',
    operation: `mutation RestAdminConvertBooking($input: ConvertBookingToOrderInput!) {
      convertBookingToOrder(input: $input) {
        order { ...RestAdminOrderDetails }
        booking { databaseId }
        errors { field code message }
      }
    } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({
      input: {
        bookingId: toGlobalId('Booking', idParam(request.params.id, 'booking id')),
        courseId: optionalInt(request.body.courseId),
        quantity: optionalInt(request.body.quantity),
        participants: participantsOf(request),
      },
    }),
    payloadOf: 'convertBookingToOrder',
    fieldName: (field) => (field === 'bookingId' ? 'id' : field),
    notFoundCodes: ['BOOKING_NOT_FOUND'],
    conflictCodes: ['ALREADY_CONVERTED'],
    successStatus: 201,
    shape: ({ convertBookingToOrder: { order, booking } }) => ({
      ...detailedOrderJson(succeeded(order, 'order')),
      bookingId: succeeded(booking, 'booking').databaseId,
    }),
  }),
];
