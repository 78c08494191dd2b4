import type { DomainModule } from '../domain-module.js';
import { defineNode } from '../../graphql/node.js';
import { OrderVoucher } from './order-voucher.entity.js';
import { OrderVouchersResolver, VoucherResolver } from './voucher.resolver.js';
import { voucherRestRoutes } from './voucher.rest.js';
import { OrderVoucherView } from './voucher.types.js';
import { voucherMailTemplates } from './voucher.mail-templates.js';
import { voucherMailMessages } from './voucher.messages.js';

/** Swim vouchers on orders: chosen at checkout, tracked by staff through payout and refund. */
export const vouchersModule: DomainModule = {
  name: 'vouchers',
  entities: [OrderVoucher],
  resolvers: [OrderVouchersResolver, VoucherResolver],
  // A global id, not refetchable: a voucher is read with its order.
  nodes: [defineNode(OrderVoucherView, 'OrderVoucher')],
  restRoutes: voucherRestRoutes,
  mails: [{ templates: voucherMailTemplates, messages: voucherMailMessages }],
};
