import { toGlobalId } from '../../graphql/node.js';
import type {
  RestAdminAnnounceVoucherMutation,
  RestAdminAnnounceVoucherMutationVariables,
  RestAdminVoucherPayoutMutation,
  RestAdminVoucherPayoutMutationVariables,
  RestAdminVoucherRefundedMutation,
  RestAdminVoucherRefundedMutationVariables,
  RestAdminVouchersQuery,
  RestAdminVouchersQueryVariables,
  VoucherStatus as VoucherStatusName,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, idParam, restInt, restRoute, restValidationFailed, succeeded } from '../../rest/rest-route.js';
import { validationMessage } from '../../graphql/mutation.js';
import { orderGlobalId, voucherJson as orderVoucherJson } from '../orders/admin/order-admin.rest.js';
import { VoucherStatus } from './order-voucher.entity.js';

const VOUCHER_FIELDS = `fragment RestAdminVoucher on OrderVoucher {
  databaseId orderNumber participantDatabaseId participantFirstName participantLastName status
  payoutAmountCents refundAmountCents announcedAt payoutReceivedAt refundedAt
  order { databaseId customer { firstName lastName email } }
}`;

type VoucherRow = NonNullable<RestAdminVoucherPayoutMutation['markVoucherPayoutReceived']['voucher']>;

/** The order's voucher row (as `GET /api/orders/{id}` shows it) with the order it belongs to, for lists across orders. */
const voucherJson = (voucher: VoucherRow) => ({
  ...orderVoucherJson(voucher),
  orderId: voucher.order.databaseId,
  orderNumber: voucher.orderNumber,
  customerName: `${voucher.order.customer.firstName} ${voucher.order.customer.lastName}`.trim(),
  customerEmail: voucher.order.customer.email,
});

const voucherGlobalId = (id: string | undefined) => toGlobalId('OrderVoucher', idParam(id, 'voucher id'));

/** Staff's swim vouchers over the admin fields of voucher.resolver.ts (401/403 as on /graphql). Amounts in the body are cents. */
export const voucherRestRoutes: RestRoute[] = [
  restRoute<RestAdminVouchersQuery, RestAdminVouchersQueryVariables>({
    // The open vouchers (payout awaited, refund owed) of orders not cancelled, oldest first; ?status=announced|payout_received|refunded for one status.
    method: 'GET',
    path: '/api/admin/vouchers',
    operation: `query RestAdminVouchers($status: VoucherStatus) { adminVouchers(status: $status) { ...RestAdminVoucher } } ${VOUCHER_FIELDS}`,
    variables: ({ query, language }) => {
      const asked = query.status?.trim().toLowerCase();
      const status = asked
        ? (Object.entries(VoucherStatus).find(([, value]) => value === asked)?.[0] as VoucherStatusName | undefined)
        : null;
      if (status === undefined)
        throw restValidationFailed([
          { field: 'status', code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') },
        ]);
      return { status };
    },
    shape: (data) => data.adminVouchers.map(voucherJson),
  }),
  restRoute<RestAdminAnnounceVoucherMutation, RestAdminAnnounceVoucherMutationVariables>({
    // Body: participantId. 201 with the voucher; 400 ORDER_CANCELLED for a cancelled order, PARTICIPANT_NOT_FOUND for an id
    // that is no participant of this order, VOUCHER_EXISTS for a second one.
    method: 'POST',
    path: '/api/orders/:id/vouchers',
    operation: `mutation RestAdminAnnounceVoucher($input: AnnounceOrderVoucherInput!) {
      announceOrderVoucher(input: $input) { voucher { ...RestAdminVoucher } errors { field code message } }
    } ${VOUCHER_FIELDS}`,
    variables: (request) => ({ input: { orderId: orderGlobalId(request), participantId: restInt(request.body.participantId) } }),
    payloadOf: 'announceOrderVoucher',
    fieldName: (field) => (field === 'orderId' ? 'id' : field),
    notFoundCodes: ['ORDER_NOT_FOUND'],
    successStatus: 201,
    shape: ({ announceOrderVoucher: { voucher } }) => voucherJson(succeeded(voucher, 'voucher')),
  }),
  restRoute<RestAdminVoucherPayoutMutation, RestAdminVoucherPayoutMutationVariables>({
    // Body: amountCents (the payout received). Mails the customer. 400 ORDER_CANCELLED for a cancelled order.
    method: 'POST',
    path: '/api/admin/vouchers/:id/payout-received',
    operation: `mutation RestAdminVoucherPayout($input: MarkVoucherPayoutReceivedInput!) {
      markVoucherPayoutReceived(input: $input) { voucher { ...RestAdminVoucher } errors { field code message } }
    } ${VOUCHER_FIELDS}`,
    variables: (request) => ({ input: { voucherId: voucherGlobalId(request.params.id), amountCents: restInt(request.body.amountCents) } }),
    payloadOf: 'markVoucherPayoutReceived',
    fieldName: (field) => (field === 'voucherId' ? 'id' : field),
    notFoundCodes: ['VOUCHER_NOT_FOUND'],
    conflictCodes: ['INVALID_VOUCHER_STEP'],
    shape: ({ markVoucherPayoutReceived: { voucher } }) => voucherJson(succeeded(voucher, 'voucher')),
  }),
  restRoute<RestAdminVoucherRefundedMutation, RestAdminVoucherRefundedMutationVariables>({
    // No body: the refund is the payout, at most what the order paid. Mails the customer.
    method: 'POST',
    path: '/api/admin/vouchers/:id/refunded',
    operation: `mutation RestAdminVoucherRefunded($input: MarkVoucherRefundedInput!) {
      markVoucherRefunded(input: $input) { voucher { ...RestAdminVoucher } errors { field code message } }
    } ${VOUCHER_FIELDS}`,
    variables: (request) => ({ input: { voucherId: voucherGlobalId(request.params.id) } }),
    payloadOf: 'markVoucherRefunded',
    fieldName: (field) => (field === 'voucherId' ? 'id' : field),
    notFoundCodes: ['VOUCHER_NOT_FOUND'],
    conflictCodes: ['INVALID_VOUCHER_STEP'],
    shape: ({ markVoucherRefunded: { voucher } }) => voucherJson(succeeded(voucher, 'voucher')),
  }),
];
