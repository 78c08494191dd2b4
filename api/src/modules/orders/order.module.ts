import { STAFF_ROLES } from '../users/roles.js';
import { orderAdminService } from './admin/order-admin.service.js';
import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { orderRestRoutes } from './order.rest.js';
import { OrderResolver } from './order.resolver.js';
import { OrderAdminResolver } from './admin/order-admin.resolver.js';
import { OrderEditResolver } from './admin/order-edit.resolver.js';
import { orderAdminRestRoutes } from './admin/order-admin.rest.js';
import { orderEditRestRoutes } from './admin/order-edit.rest.js';
import { participantsRestRoutes } from './admin/participants.rest.js';
import { OrderView } from './order.types.js';
import { ORDER_PAYMENT_DEADLINE_TASK } from './order-payment.rules.js';
import { paymentDeadlineTask } from './order.tasks.js';
import { ORDER_LINKS_TASK, orderLinksTask } from './order-page/order-links.tasks.js';
import { BankTransferGiroCodeResolver, OrderItemPageResolver, OrderPageResolver } from './order-page/order-page.resolver.js';
import { orderPageRestRoutes } from './order-page/order-page.rest.js';
import { orderConfirmationMailTemplates } from './order-confirmation.mail-templates.js';
import { orderConfirmationMailMessages } from './order-confirmation.messages.js';
import { orderNotificationMailTemplates } from './order-notification.mail-templates.js';
import { orderNotificationMailMessages } from './order-notification.messages.js';
import { orderPageMailTemplates } from './order-page.mail-templates.js';
import { orderPageMailMessages } from './order-page.messages.js';

export const ordersModule: DomainModule = {
  name: 'orders',
  entities: [Order, OrderItem, OrderEvent],
  resolvers: [OrderResolver, OrderAdminResolver, OrderEditResolver, OrderPageResolver, OrderItemPageResolver, BankTransferGiroCodeResolver],
  // Staff as `adminOrder(id:)` reads it; a customer reads theirs with its access key (the global id is no credential).
  nodes: [defineNode(OrderView, 'Order', (ctx, id) => orderAdminService.byId(ctx, id), { readableBy: STAFF_ROLES })],
  restRoutes: [...orderRestRoutes, ...orderPageRestRoutes, ...orderAdminRestRoutes, ...orderEditRestRoutes, ...participantsRestRoutes],
  tasks: ({ orm, payments, log, appSettings }) => ({
    [ORDER_PAYMENT_DEADLINE_TASK]: paymentDeadlineTask(orm, { payments, appSettings }, log),
    [ORDER_LINKS_TASK]: orderLinksTask(orm, appSettings, log),
  }),
  mails: [
    { templates: orderConfirmationMailTemplates, messages: orderConfirmationMailMessages },
    { templates: orderNotificationMailTemplates, messages: orderNotificationMailMessages },
    { templates: orderPageMailTemplates, messages: orderPageMailMessages },
  ],
};
