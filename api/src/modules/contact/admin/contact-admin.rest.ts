import { toGlobalId } from '../../../graphql/node.js';
import { DETAILED_ORDER_FIELDS, detailedOrderJson } from '../../orders/admin/order-admin.rest.js';
import type {
  RestAdminContactMessageFragment,
  RestAdminContactMessagesQuery,
  RestAdminContactMessagesQueryVariables,
  RestAdminConvertContactMessageMutation,
  RestAdminConvertContactMessageMutationVariables,
} from '../../../rest/__generated__/rest-operations.js';
import {
  type RestRequest,
  type RestRoute,
  idParam,
  restInt,
  restRoute,
  restText,
  restValidationFailed,
  succeeded,
} from '../../../rest/rest-route.js';
import { validationMessage } from '../../../graphql/mutation.js';

/**
 * Staff's contact rows of docs/SPEC.md §7 over the admin fields of contact-admin.resolver.ts (401/403 as on /graphql).
 * `POST /api/contact` (the public form) stays in contact-message.rest.ts.
 */

const MESSAGE_FIELDS = `fragment RestAdminContactMessage on ContactMessage {
  databaseId name email subject message createdAt isCourseRequest
  order { databaseId orderNumber }
}`;

const messageJson = (message: RestAdminContactMessageFragment) => ({
  id: message.databaseId,
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
  createdAt: message.createdAt,
  isCourseRequest: message.isCourseRequest,
  orderId: message.order?.databaseId ?? null,
  orderNumber: message.order?.orderNumber ?? null,
});

/** An optional whole number of the body: absent or null stays null (the default applies); anything else as `restInt`. */
export const optionalInt = (value: unknown) => (value === undefined || value === null ? null : restInt(value));

/** The optional participant list: objects with first and last name; anything else is refused before the operation runs. */
export function participantsOf({ body, language }: RestRequest) {
  const value = body.participants;
  if (value === undefined || value === null) return null;
  const invalid = () =>
    restValidationFailed([
      { field: 'participants', code: 'PARTICIPANTS_INCOMPLETE', message: validationMessage(language, 'validation.participantsIncomplete') },
    ]);
  if (!Array.isArray(value) || value.length > 1000) throw invalid();
  return value.map((participant) => {
    if (typeof participant !== 'object' || participant === null || Array.isArray(participant)) throw invalid();
    const { firstName, lastName } = participant as Record<string, unknown>;
    return { firstName: restText(firstName), lastName: restText(lastName) };
  });
}

export const contactAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminContactMessagesQuery, RestAdminContactMessagesQueryVariables>({
    // Every contact message, newest first (old clients expect the whole list). Optional: ?search=, ?onlyCourseRequests=true.
    method: 'GET',
    path: '/api/contact',
    operation: `query RestAdminContactMessages($first: Int, $after: String, $search: String, $onlyCourseRequests: Boolean) {
      adminContactMessages(first: $first, after: $after, search: $search, onlyCourseRequests: $onlyCourseRequests) {
        edges { node { ...RestAdminContactMessage } } pageInfo { hasNextPage endCursor }
      }
    } ${MESSAGE_FIELDS}`,
    variables: ({ query }) => ({ search: query.search || null, onlyCourseRequests: query.onlyCourseRequests === 'true' }),
    allPagesOf: 'adminContactMessages',
    shape: (data) => data.adminContactMessages.edges.map(({ node }) => messageJson(node)),
  }),
  restRoute<RestAdminConvertContactMessageMutation, RestAdminConvertContactMessageMutationVariables>({
    // Body (all optional): courseId (default: the course the request names), quantity (default 1), participants [{ firstName, lastName }].
    // Answers 201 with the new order as GET /api/orders/{id} does, plus contactMessageId; 409 ALREADY_CONVERTED when it was converted before.
    method: 'POST',
    path: '/api/contact/:id/convert-to-order',
    operation: `mutation RestAdminConvertContactMessage($input: ConvertContactMessageToOrderInput!) {
      convertContactMessageToOrder(input: $input) {
        order { ...RestAdminOrderDetails }
        contactMessage { databaseId }
        errors { field code message }
      }
    } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({
      input: {
        contactMessageId: toGlobalId('ContactMessage', idParam(request.params.id, 'contact message id')),
        courseId: optionalInt(request.body.courseId),
        quantity: optionalInt(request.body.quantity),
        participants: participantsOf(request),
      },
    }),
    payloadOf: 'convertContactMessageToOrder',
    fieldName: (field) => (field === 'contactMessageId' ? 'id' : field),
    notFoundCodes: ['CONTACT_MESSAGE_NOT_FOUND'],
    conflictCodes: ['ALREADY_CONVERTED'],
    successStatus: 201,
    shape: ({ convertContactMessageToOrder: { order, contactMessage } }) => ({
      ...detailedOrderJson(succeeded(order, 'order')),
      contactMessageId: succeeded(contactMessage, 'contactMessage').databaseId,
    }),
  }),
];
