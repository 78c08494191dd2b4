import { STAFF_ROLES } from '../users/roles.js';
import { findVoucher } from './voucher.repository.js';
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
  // Staff, as they read vouchers with their order and in `adminVouchers`.
  nodes: [defineNode(OrderVoucherView, 'OrderVoucher', (ctx, id) => findVoucher(ctx.em, id), { readableBy: STAFF_ROLES })],
  restRoutes: voucherRestRoutes,
  mails: [{ templates: voucherMailTemplates, messages: voucherMailMessages }],
};
