import type { Language } from '../../../context/language.js';
import { toGlobalId } from '../../../graphql/node.js';
import { toUserErrors, validationMessage } from '../../../graphql/mutation.js';
import type {
  PaymentMethod,
  RestAdminCancelOrderMutation,
  RestAdminCancelOrderMutationVariables,
  RestAdminConfirmOrderMutation,
  RestAdminConfirmOrderMutationVariables,
  RestAdminDeleteOrderMutation,
  RestAdminDeleteOrderMutationVariables,
  RestAdminMarkOrderPaidMutation,
  RestAdminMarkOrderPaidMutationVariables,
  RestAdminMarkOrderPaymentFailedMutation,
  RestAdminMarkOrderPaymentFailedMutationVariables,
  RestAdminOrderDetailsFragment,
  RestAdminOrderFragment,
  RestAdminOrderItemParticipantsQuery,
  RestAdminOrderItemParticipantsQueryVariables,
  RestAdminOrderItemsQuery,
  RestAdminOrderItemsQueryVariables,
  RestAdminOrderQuery,
  RestAdminOrderQueryVariables,
  RestAdminOrderStateQuery,
  RestAdminOrderStateQueryVariables,
  RestAdminOrdersQuery,
  RestAdminOrdersQueryVariables,
  RestAdminRefundOrderMutation,
  RestAdminRefundOrderMutationVariables,
  RestAdminResendOrderConfirmationMutation,
  RestAdminResendOrderConfirmationMutationVariables,
} from '../../../rest/__generated__/rest-operations.js';
import {
  RestError,
  type RestRequest,
  type RestRoute,
  eurosFromCents,
  idParam,
  restRoute,
  restValidationFailed,
  succeeded,
} from '../../../rest/rest-route.js';
import type { FieldError } from '../../../validation/validate.js';
import { type OrderState, orderStatusRefusal, paymentStatusRefusal } from '../order-lifecycle.graph.js';
import { OrderStatus, PaymentStatus } from '../order.entity.js';

/**
 * Staff's order rows of docs/SPEC.md §7, over the admin fields of order-admin.resolver.ts (so 401/403 come from the same
 * authorization as /graphql). Orders as the old admin client reads them: flat customer fields, euros, lower-case
 * statuses; `GET /api/orders/{id}` adds `detailedItems` (docs/SPEC.md §3 "Order as read"). `PUT …/status` and `PUT …/payment`
 * run the lifecycle's named mutation for the status asked (confirmOrder, cancelOrder, markOrderPaid, …).
 */

const REST_PAYMENT_METHOD: Record<PaymentMethod, string> = { PAYPAL: 'paypal', BANK_TRANSFER: 'invoice' };

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
  vouchers { databaseId participantDatabaseId participantFirstName participantLastName status payoutAmountCents refundAmountCents announcedAt payoutReceivedAt refundedAt }
} ${ORDER_FIELDS}`;

const orderJson = (order: RestAdminOrderFragment) => ({
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
  paymentMethod: REST_PAYMENT_METHOD[order.payment.method],
  paymentId: order.paymentId,
  paymentStatus: order.paymentStatus.toLowerCase(),
  paymentDeadline: order.payment.deadline,
  language: order.language,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

const participantJson = (participant: { databaseId: number; firstName: string; lastName: string }) => ({
  id: participant.databaseId,
  firstName: participant.firstName,
  lastName: participant.lastName,
});

export const detailedOrderJson = (order: RestAdminOrderDetailsFragment) => ({
  ...orderJson(order),
  detailedItems: order.items.map((item) => ({
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
  vouchers: order.vouchers.map(voucherJson),
});

/** A swim voucher as the REST door shows it (amounts in euros, as every amount there). */
export const voucherJson = (voucher: RestAdminOrderDetailsFragment['vouchers'][number]) => ({
  id: voucher.databaseId,
  participantId: voucher.participantDatabaseId,
  participantFirstName: voucher.participantFirstName,
  participantLastName: voucher.participantLastName,
  status: voucher.status.toLowerCase(),
  payoutAmount: voucher.payoutAmountCents === null ? null : eurosFromCents(voucher.payoutAmountCents),
  refundAmount: voucher.refundAmountCents === null ? null : eurosFromCents(voucher.refundAmountCents),
  announcedAt: voucher.announcedAt,
  payoutReceivedAt: voucher.payoutReceivedAt,
  refundedAt: voucher.refundedAt,
});

export const orderGlobalId = ({ params }: RestRequest) => toGlobalId('Order', idParam(params.id, 'order id'));

/** A status from the body or query: any case; absent is null (the operation refuses it after authorization). */
function statusValue<Name extends string>(value: unknown, allowed: Record<Name, string>, field: string, language: Language): Name | null {
  if (value === undefined || value === null || value === '') return null;
  const name =
    typeof value === 'string' ? (Object.keys(allowed) as Name[]).find((key) => allowed[key] === value.trim().toLowerCase()) : undefined;
  if (!name)
    throw restValidationFailed([{ field, code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') }]);
  return name;
}

/** 404 in the request's language, as a refused change of the same id answers it. */
function orderNotFound(language: Language): never {
  throw new RestError(404, 'ORDER_NOT_FOUND', validationMessage(language, 'validation.orderNotFound'));
}

const TEXTS: Record<Language, { resent: string; deleted: string; itemNotFound: string }> = {
  de: {
    resent: 'Die Bestellbestätigung wurde erneut versendet.',
    deleted: 'Die Bestellung wurde gelöscht.',
    itemNotFound: 'Diese Bestellposition wurde nicht gefunden.',
  },
  en: {
    resent: 'The order confirmation has been sent again.',
    deleted: 'The order has been deleted.',
    itemNotFound: 'This order item was not found.',
  },
};

const STATUS_PATH = '/api/orders/:id/status';
const PAYMENT_PATH = '/api/orders/:id/payment';
const ORDER_PAYLOAD = `order { ...RestAdminOrderDetails } errors { field code message }`;

/**
 * What the rows of one lifecycle mutation share: the row answers `PUT path` when the body's `bodyField` is `value`
 * (any case), with the order from the path; an unknown order answers 404, a change the graph refuses 400.
 */
const lifecycleRow = (path: string, bodyField: string, value: string) => ({
  method: 'PUT' as const,
  path,
  whenBody: { [bodyField]: [value] },
  variables: (request: RestRequest) => ({ input: { orderId: orderGlobalId(request) } }),
  fieldName: (field: string) => (field === 'orderId' ? 'id' : field),
  notFoundCodes: ['ORDER_NOT_FOUND'],
});

/**
 * `PUT path` with any other value of `bodyField`: none (400 REQUIRED), one that is no status (400 OUT_OF_RANGE, before
 * authorization as every malformed value), or one that no mutation goes to (pending): the graph's refusal for this
 * order (400 INVALID_TRANSITION, 404 for an unknown order), after the admin's authorization, as the mutations answer.
 */
function refusalRow(
  path: string,
  bodyField: string,
  allowed: Record<string, string>,
  refusal: (order: OrderState, to: string) => FieldError | null,
) {
  return restRoute<RestAdminOrderStateQuery, RestAdminOrderStateQueryVariables>({
    method: 'PUT',
    path,
    operation: `query RestAdminOrderState($id: ID!) { adminOrder(id: $id) { orderStatus paymentStatus } }`,
    variables: (request) => {
      statusValue(request.body[bodyField], allowed, bodyField, request.language);
      return { id: orderGlobalId(request) };
    },
    shape: ({ adminOrder: order }, { body, language }) => {
      const to = statusValue(body[bodyField], allowed, bodyField, language);
      if (!to)
        throw restValidationFailed([{ field: bodyField, code: 'REQUIRED', message: validationMessage(language, 'validation.required') }]);
      if (!order) return orderNotFound(language);
      const refused = refusal(
        { orderStatus: OrderStatus[order.orderStatus], paymentStatus: PaymentStatus[order.paymentStatus] },
        allowed[to],
      );
      // Only statuses without a mutation of their own come here, and the graph goes to none of them.
      if (!refused) throw new Error(`No REST row changes ${bodyField} to ${to}.`);
      throw restValidationFailed(toUserErrors(language, [refused]));
    },
  });
}

export const orderAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminOrdersQuery, RestAdminOrdersQueryVariables>({
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
    shape: (data) => data.adminOrders.edges.map(({ node }) => orderJson(node)),
  }),
  restRoute<RestAdminOrderQuery, RestAdminOrderQueryVariables>({
    method: 'GET',
    path: '/api/orders/:id',
    operation: `query RestAdminOrder($id: ID!) { adminOrder(id: $id) { ...RestAdminOrderDetails } } ${DETAILED_ORDER_FIELDS}`,
    variables: (request) => ({ id: orderGlobalId(request) }),
    shape: (data, { language }) => (data.adminOrder ? detailedOrderJson(data.adminOrder) : orderNotFound(language)),
  }),
  restRoute<RestAdminOrderItemsQuery, RestAdminOrderItemsQueryVariables>({
    method: 'GET',
    path: '/api/orders/:id/items',
    operation: `query RestAdminOrderItems($id: ID!) {
      adminOrder(id: $id) { databaseId items { databaseId quantity unitPriceCents course { databaseId title } } }
    }`,
    variables: (request) => ({ id: orderGlobalId(request) }),
    shape: ({ adminOrder: order }, { language }) =>
      order
        ? order.items.map((item) => ({
            id: item.databaseId,
            orderId: order.databaseId,
            courseId: item.course.databaseId,
            courseTitle: item.course.title,
            quantity: item.quantity,
            price: eurosFromCents(item.unitPriceCents),
          }))
        : orderNotFound(language),
  }),
  restRoute<RestAdminConfirmOrderMutation, RestAdminConfirmOrderMutationVariables>({
    ...lifecycleRow(STATUS_PATH, 'status', 'confirmed'),
    operation: `mutation RestAdminConfirmOrder($input: ConfirmOrderInput!) { confirmOrder(input: $input) { ${ORDER_PAYLOAD} } } ${DETAILED_ORDER_FIELDS}`,
    payloadOf: 'confirmOrder',
    shape: (data) => detailedOrderJson(succeeded(data.confirmOrder.order, 'order')),
  }),
  restRoute<RestAdminCancelOrderMutation, RestAdminCancelOrderMutationVariables>({
    ...lifecycleRow(STATUS_PATH, 'status', 'cancelled'),
    operation: `mutation RestAdminCancelOrder($input: CancelOrderInput!) { cancelOrder(input: $input) { ${ORDER_PAYLOAD} } } ${DETAILED_ORDER_FIELDS}`,
    payloadOf: 'cancelOrder',
    shape: (data) => detailedOrderJson(succeeded(data.cancelOrder.order, 'order')),
  }),
  refusalRow(STATUS_PATH, 'status', OrderStatus, (order, to) => orderStatusRefusal(order, to as OrderStatus)),
  restRoute<RestAdminMarkOrderPaidMutation, RestAdminMarkOrderPaidMutationVariables>({
    ...lifecycleRow(PAYMENT_PATH, 'paymentStatus', 'paid'),
    operation: `mutation RestAdminMarkOrderPaid($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { ${ORDER_PAYLOAD} } } ${DETAILED_ORDER_FIELDS}`,
    payloadOf: 'markOrderPaid',
    shape: (data) => detailedOrderJson(succeeded(data.markOrderPaid.order, 'order')),
  }),
  restRoute<RestAdminMarkOrderPaymentFailedMutation, RestAdminMarkOrderPaymentFailedMutationVariables>({
    ...lifecycleRow(PAYMENT_PATH, 'paymentStatus', 'failed'),
    operation: `mutation RestAdminMarkOrderPaymentFailed($input: MarkOrderPaymentFailedInput!) {
      markOrderPaymentFailed(input: $input) { ${ORDER_PAYLOAD} }
    } ${DETAILED_ORDER_FIELDS}`,
    payloadOf: 'markOrderPaymentFailed',
    shape: (data) => detailedOrderJson(succeeded(data.markOrderPaymentFailed.order, 'order')),
  }),
  restRoute<RestAdminRefundOrderMutation, RestAdminRefundOrderMutationVariables>({
    ...lifecycleRow(PAYMENT_PATH, 'paymentStatus', 'refunded'),
    // The old clients' "mark refunded": all that is left, paid back outside this system (a PayPal payment is refunded through PayPal).
    variables: (request: RestRequest) => ({ input: { orderId: orderGlobalId(request), amountCents: null, alreadyMade: true } }),
    operation: `mutation RestAdminRefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) { ${ORDER_PAYLOAD} } } ${DETAILED_ORDER_FIELDS}`,
    payloadOf: 'refundOrder',
    shape: (data) => detailedOrderJson(succeeded(data.refundOrder.order, 'order')),
  }),
  refusalRow(PAYMENT_PATH, 'paymentStatus', PaymentStatus, (order, to) => paymentStatusRefusal(order, to as PaymentStatus)),
  restRoute<RestAdminResendOrderConfirmationMutation, RestAdminResendOrderConfirmationMutationVariables>({
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
  }),
  restRoute<RestAdminDeleteOrderMutation, RestAdminDeleteOrderMutationVariables>({
    method: 'DELETE',
    path: '/api/orders/:id',
    operation: `mutation RestAdminDeleteOrder($input: DeleteOrderInput!) { deleteOrder(input: $input) { deletedOrderId errors { field code message } } }`,
    variables: (request) => ({ input: { orderId: orderGlobalId(request) } }),
    payloadOf: 'deleteOrder',
    fieldName: (field) => (field === 'orderId' ? 'id' : field),
    notFoundCodes: ['ORDER_NOT_FOUND'],
    shape: (_data, { language }) => ({ message: TEXTS[language].deleted }),
  }),
  restRoute<RestAdminOrderItemParticipantsQuery, RestAdminOrderItemParticipantsQueryVariables>({
    method: 'GET',
    path: '/api/order-items/:id/participants',
    operation: `query RestAdminOrderItemParticipants($id: Int!) { adminOrderItem(databaseId: $id) { databaseId participants { databaseId firstName lastName } } }`,
    variables: ({ params }) => ({ id: idParam(params.id, 'order item id') }),
    shape: ({ adminOrderItem: item }, { language }) => {
      if (!item) throw new RestError(404, 'ORDER_ITEM_NOT_FOUND', TEXTS[language].itemNotFound);
      return item.participants.map((participant) => ({ ...participantJson(participant), orderItemId: item.databaseId }));
    },
  }),
];
