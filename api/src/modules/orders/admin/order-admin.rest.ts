import type { Language } from '../../../context/language.js';
import { toGlobalId } from '../../../graphql/node.js';
import { validationMessage } from '../../../graphql/mutation.js';
import { RestError, type RestRequest, type RestRoute, eurosFromCents, idParam, restValidationFailed } from '../../../rest/rest-route.js';
import { OrderStatus, PaymentStatus } from '../order.entity.js';

/**
 * Staff's order rows of SPEC §7, over the admin fields of order-admin.resolver.ts (so 401/403 come from the same
 * authorization as /graphql). Orders as the old admin client reads them: flat customer fields, euros, lower-case
 * statuses; `GET /api/orders/{id}` adds `detailedItems` (SPEC §3 "Order as read").
 */

const REST_PAYMENT_METHOD: Record<string, string> = { PAYPAL: 'paypal', BANK_TRANSFER: 'invoice' };

const ORDER_FIELDS = `fragment RestAdminOrder on Order {
  databaseId orderNumber createdAt updatedAt orderStatus paymentStatus totalAmountCents paymentId language
  customer { firstName lastName email phone address city zipCode }
  payment { method deadline }
}`;

export const DETAILED_ORDER_FIELDS = `fragment RestAdminOrderDetails on Order {
  ...RestAdminOrder
  items {
    databaseId quantity unitPriceCents lineTotalCents
    course { databaseId title startDate endDate schedule time location }
    participants { databaseId firstName lastName }
  }
} ${ORDER_FIELDS}`;

type Json = Record<string, any>;

const orderJson = (order: Json) => ({
  id: order.databaseId,
  orderNumber: order.orderNumber,
  customerFirstName: order.customer.firstName,
  customerLastName: order.customer.lastName,
  customerEmail: order.customer.email,
  customerPhone: order.customer.phone,
  customerAddress: order.customer.address,
  customerCity: order.customer.city,
  customerZipCode: order.customer.zipCode,
  totalAmount: eurosFromCents(order.totalAmountCents),
  orderStatus: order.orderStatus.toLowerCase(),
  paymentMethod: REST_PAYMENT_METHOD[order.payment.method] ?? order.payment.method,
  paymentId: order.paymentId,
  paymentStatus: order.paymentStatus.toLowerCase(),
  paymentDeadline: order.payment.deadline,
  language: order.language,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

const participantJson = (participant: Json) => ({ id: participant.databaseId, firstName: participant.firstName, lastName: participant.lastName });

export const detailedOrderJson = (order: Json) => ({
  ...orderJson(order),
  detailedItems: order.items.map((item: Json) => ({
    id: item.databaseId,
    courseId: item.course.databaseId,
    quantity: item.quantity,
    price: eurosFromCents(item.unitPriceCents),
    lineTotal: eurosFromCents(item.lineTotalCents),
    course: {
      id: item.course.databaseId,
      title: item.course.title,
      startDate: item.course.startDate,
      endDate: item.course.endDate,
      schedule: item.course.schedule,
      time: item.course.time,
      location: item.course.location,
    },
    participants: item.participants.map(participantJson),
  })),
});

const orderGlobalId = ({ params }: RestRequest) => toGlobalId('Order', idParam(params.id, 'order id'));

/** A status from the body or query: any case; absent is null (the operation refuses it after authorization). */
function statusValue(value: unknown, allowed: Record<string, string>, field: string, language: Language): string | null {
  if (value === undefined || value === null || value === '') return null;
  const name = typeof value === 'string' ? Object.keys(allowed).find((key) => allowed[key] === value.trim().toLowerCase()) : undefined;
  if (!name) throw restValidationFailed([{ field, code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') }]);
  return name;
}

/** 404 in the request's language, as a refused change of the same id answers it. */
function orderNotFound(language: Language): never {
  throw new RestError(404, 'ORDER_NOT_FOUND', validationMessage(language, 'validation.orderNotFound'));
}

const TEXTS: Record<Language, { resent: string; deleted: string; itemNotFound: string }> = {
  de: { resent: 'Die Bestellbestätigung wurde erneut versendet.', deleted: 'Die Bestellung wurde gelöscht.', itemNotFound: 'Diese Bestellposition wurde nicht gefunden.' },
  en: { resent: 'The order confirmation has been sent again.', deleted: 'The order has been deleted.', itemNotFound: 'This order item was not found.' },
};

/** The same row for `PUT …/status` and `PUT …/payment`: the body's one field to the mutation's input. */
function changeRow(path: string, mutation: string, inputType: string, bodyField: string, inputField: string, allowed: Record<string, string>): RestRoute {
  return {
    method: 'PUT',
    path,
    operation: `mutation RestAdmin_${mutation}($input: ${inputType}!) {
      ${mutation}(input: $input) { order { ...RestAdminOrderDetails } errors { field code message } }
    } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({
      input: { orderId: orderGlobalId(request), [inputField]: statusValue(request.body[bodyField], allowed, bodyField, request.language) },
    }),
    payloadOf: mutation,
    fieldName: (field) => (field === inputField ? bodyField : field === 'orderId' ? 'id' : field),
    notFoundCodes: ['ORDER_NOT_FOUND'],
    shape: (data) => detailedOrderJson(data[mutation].order),
  };
}

export const orderAdminRestRoutes: RestRoute[] = [
  {
    // Every order, newest first (old clients expect the whole list). Optional filters: ?search=, ?status=, ?courseId=.
    method: 'GET',
    path: '/api/orders',
    operation: `query RestAdminOrders($first: Int, $after: String, $search: String, $status: OrderStatus, $courseId: Int) {
      adminOrders(first: $first, after: $after, search: $search, status: $status, courseId: $courseId) {
        edges { node { ...RestAdminOrder } } pageInfo { hasNextPage endCursor }
      }
    } ${ORDER_FIELDS}`,
    variables: ({ query, language }) => ({
      search: query.search || null,
      status: statusValue(query.status, OrderStatus, 'status', language),
      courseId: query.courseId ? idParam(query.courseId, 'course id') : null,
    }),
    allPagesOf: 'adminOrders',
    shape: (data) => data.adminOrders.edges.map(({ node }: { node: Json }) => orderJson(node)),
  },
  {
    method: 'GET',
    path: '/api/orders/:id',
    operation: `query RestAdminOrder($id: ID!) { adminOrder(id: $id) { ...RestAdminOrderDetails } } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({ id: orderGlobalId(request) }),
    shape: (data, { language }) => (data.adminOrder ? detailedOrderJson(data.adminOrder) : orderNotFound(language)),
  },
  {
    method: 'GET',
    path: '/api/orders/:id/items',
    operation: `query RestAdminOrderItems($id: ID!) {
      adminOrder(id: $id) { databaseId items { databaseId quantity unitPriceCents course { databaseId title } } }
    }`,
    variables: (request) => ({ id: orderGlobalId(request) }),
    shape: ({ adminOrder: order }, { language }) =>
      order
        ? order.items.map((item: Json) => ({
            id: item.databaseId,
            orderId: order.databaseId,
            courseId: item.course.databaseId,
            courseTitle: item.course.title,
            quantity: item.quantity,
            price: eurosFromCents(item.unitPriceCents),
          }))
        : orderNotFound(language),
  },
  changeRow('/api/orders/:id/status', 'setOrderStatus', 'SetOrderStatusInput', 'status', 'status', OrderStatus),
  changeRow('/api/orders/:id/payment', 'setOrderPaymentStatus', 'SetOrderPaymentStatusInput', 'paymentStatus', 'paymentStatus', PaymentStatus),
  {
    method: 'POST',
    path: '/api/orders/:id/resend-confirmation',
    operation: `mutation RestAdminResendOrderConfirmation($input: ResendOrderConfirmationInput!) {
      resendOrderConfirmation(input: $input) { order { databaseId } errors { field code message } }
    }`,
    variables: (request) => ({ input: { orderId: orderGlobalId(request) } }),
    payloadOf: 'resendOrderConfirmation',
    fieldName: (field) => (field === 'orderId' ? 'id' : field),
    notFoundCodes: ['ORDER_NOT_FOUND'],
    shape: (_data, { language }) => ({ message: TEXTS[language].resent }),
  },
  {
    method: 'DELETE',
    path: '/api/orders/:id',
    operation: `mutation RestAdminDeleteOrder($input: DeleteOrderInput!) { deleteOrder(input: $input) { deletedOrderId errors { field code message } } }`,
    variables: (request) => ({ input: { orderId: orderGlobalId(request) } }),
    payloadOf: 'deleteOrder',
    fieldName: (field) => (field === 'orderId' ? 'id' : field),
    notFoundCodes: ['ORDER_NOT_FOUND'],
    shape: (_data, { language }) => ({ message: TEXTS[language].deleted }),
  },
  {
    method: 'GET',
    path: '/api/order-items/:id/participants',
    operation: `query RestAdminOrderItemParticipants($id: Int!) { adminOrderItem(databaseId: $id) { databaseId participants { databaseId firstName lastName } } }`,
    variables: ({ params }) => ({ id: idParam(params.id, 'order item id') }),
    shape: ({ adminOrderItem: item }, { language }) => {
      if (!item) throw new RestError(404, 'ORDER_ITEM_NOT_FOUND', TEXTS[language].itemNotFound);
      return item.participants.map((participant: Json) => ({ ...participantJson(participant), orderItemId: item.databaseId }));
    },
  },
];
