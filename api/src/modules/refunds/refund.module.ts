import { STAFF_ROLES } from '../users/roles.js';
import { refundActionsService } from './refund-actions.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { Refund } from './refund.entity.js';
import { OrderRefundsResolver, RefundAdminResolver, refundView } from './refund.resolver.js';
import { PAYPAL_REFUND_TASK, REFUND_OWED_NOTICE_TASK } from './refund.rules.js';
import { payPalRefundTask, refundOwedNoticeTask } from './refund.tasks.js';
import { RefundView } from './refund.types.js';
import { refundMailTemplates } from './refund.mail-templates.js';
import { refundMailMessages } from './refund.messages.js';

/** Refunds of orders: records, PayPal's refunds by job, transfers owed and the customer's account for them. */
export const refundsModule: DomainModule = {
  name: 'refunds',
  entities: [Refund],
  resolvers: [OrderRefundsResolver, RefundAdminResolver],
  // Staff, as they read refunds with their order and in `owedRefunds`.
  nodes: [
    defineNode(
      RefundView,
      'Refund',
      async (ctx, id) => {
        const refund = await refundActionsService.byId(ctx, id);
        return refund && refundView(refund);
      },
      { readableBy: STAFF_ROLES },
    ),
  ],
  tasks: ({ orm, payments, appSettings, log }) => ({
    [PAYPAL_REFUND_TASK]: payPalRefundTask(orm, payments, log),
    [REFUND_OWED_NOTICE_TASK]: refundOwedNoticeTask(orm, appSettings),
  }),
  mails: [{ templates: refundMailTemplates, messages: refundMailMessages }],
};
