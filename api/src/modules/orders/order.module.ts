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

export const ordersModule: DomainModule = {
  name: 'orders',
  entities: [Order, OrderItem, OrderEvent],
  resolvers: [OrderResolver, OrderAdminResolver, OrderEditResolver],
  // A global id, but not refetchable through node(id:): an order is read with its access key, or by staff with `adminOrder(id:)`.
  nodes: [defineNode(OrderView, 'Order')],
  restRoutes: [...orderRestRoutes, ...orderAdminRestRoutes, ...orderEditRestRoutes, ...participantsRestRoutes],
  tasks: ({ orm, payments, log }) => ({ [ORDER_PAYMENT_DEADLINE_TASK]: paymentDeadlineTask(orm, payments, log) }),
};
