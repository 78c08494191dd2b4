import type {
  RestAdminUpdateOrderCustomerMutation,
  RestAdminUpdateOrderCustomerMutationVariables,
  RestAdminUpdateOrderParticipantsMutation,
  RestAdminUpdateOrderParticipantsMutationVariables,
} from '../../../rest/__generated__/rest-operations.js';
import { type RestRoute, idParam, restRoute, restText, succeeded } from '../../../rest/rest-route.js';
import { DETAILED_ORDER_FIELDS, detailedOrderJson, orderGlobalId } from './order-admin.rest.js';

/** A text of the body that may be left out: absent or null stays null (unchanged); anything else as `restText`. */
const optionalText = (value: unknown) => (value === undefined || value === null ? null : restText(value));

const CUSTOMER_FIELDS = {
  firstName: 'customerFirstName',
  lastName: 'customerLastName',
  phone: 'customerPhone',
  address: 'customerAddress',
  city: 'customerCity',
  zipCode: 'customerZipCode',
} as const;

/** Staff complete an order afterwards, over `updateOrderCustomer` / `updateOrderParticipants` (401/403 as on /graphql). */
export const orderEditRestRoutes: RestRoute[] = [
  restRoute<RestAdminUpdateOrderCustomerMutation, RestAdminUpdateOrderCustomerMutationVariables>({
    // Body (each optional, docs/SPEC.md §7's names): customerFirstName, customerLastName, customerPhone, customerAddress, customerCity, customerZipCode.
    method: 'PUT',
    path: '/api/orders/:id/customer',
    operation: `mutation RestAdminUpdateOrderCustomer($input: UpdateOrderCustomerInput!) {
      updateOrderCustomer(input: $input) { order { ...RestAdminOrderDetails } errors { field code message } }
    } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({
      input: {
        orderId: orderGlobalId(request),
        ...Object.fromEntries(Object.entries(CUSTOMER_FIELDS).map(([field, bodyField]) => [field, optionalText(request.body[bodyField])])),
      },
    }),
    payloadOf: 'updateOrderCustomer',
    fieldName: (field) =>
      field === 'orderId' ? 'id' : field in CUSTOMER_FIELDS ? CUSTOMER_FIELDS[field as keyof typeof CUSTOMER_FIELDS] : field,
    notFoundCodes: ['ORDER_NOT_FOUND'],
    shape: ({ updateOrderCustomer: { order } }) => detailedOrderJson(succeeded(order, 'order')),
  }),
  restRoute<RestAdminUpdateOrderParticipantsMutation, RestAdminUpdateOrderParticipantsMutationVariables>({
    // Body: participants [{ id?, firstName, lastName, birthDate? }]: with id renamed, without added (at most one per place); the others
    // stay; allowAgeOutsideRange: true makes an exception to the course's age range (recorded in the history).
    method: 'PUT',
    path: '/api/orders/:id/items/:itemId/participants',
    operation: `mutation RestAdminUpdateOrderParticipants($input: UpdateOrderParticipantsInput!) {
      updateOrderParticipants(input: $input) { order { ...RestAdminOrderDetails } errors { field code message } }
    } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => {
      // Not a list: none (the operation refuses an empty list with REQUIRED, after it checked the caller).
      const list: unknown[] = Array.isArray(request.body.participants) ? request.body.participants.slice(0, 51) : [];
      return {
        input: {
          orderId: orderGlobalId(request),
          orderItemId: idParam(request.params.itemId, 'order item id'),
          participants: list.map((value) => {
            const participant = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
            return {
              databaseId:
                participant.id === undefined || participant.id === null ? null : idParam(String(participant.id), 'participant id'),
              firstName: restText(participant.firstName),
              lastName: restText(participant.lastName),
              ...(participant.birthDate === undefined ? {} : { birthDate: participant.birthDate as string | null }),
            };
          }),
          ...(request.body.allowAgeOutsideRange === undefined
            ? {}
            : { allowAgeOutsideRange: request.body.allowAgeOutsideRange as boolean | null }),
        },
      };
    },
    payloadOf: 'updateOrderParticipants',
    fieldName: (field) => (field === 'orderId' ? 'id' : field === 'orderItemId' ? 'itemId' : field),
    notFoundCodes: ['ORDER_NOT_FOUND', 'ORDER_ITEM_NOT_FOUND'],
    shape: ({ updateOrderParticipants: { order } }) => detailedOrderJson(succeeded(order, 'order')),
  }),
];
