import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { CartItem } from './cart-item.entity.js';
import { CartParticipant } from './cart-participant.entity.js';
import { Cart } from './cart.entity.js';
import { CartResolver } from './cart.resolver.js';
import { FORGET_ABANDONED_CARTS_CRONTAB, FORGET_ABANDONED_CARTS_TASK, forgetAbandonedCartsTask } from './cart.tasks.js';
import { CartItemView } from './cart.types.js';

export const cartModule: DomainModule = {
  name: 'cart',
  entities: [Cart, CartItem, CartParticipant],
  resolvers: [CartResolver],
  // Global ids, but not refetchable through node(id:): a cart is its visitor's own, reached through `cart` only.
  nodes: [defineNode(CartItemView, 'CartItem'), defineNode(CartParticipant, 'CartParticipant')],
  tasks: ({ orm, log }) => ({ [FORGET_ABANDONED_CARTS_TASK]: forgetAbandonedCartsTask(orm, log) }),
  crontab: [FORGET_ABANDONED_CARTS_CRONTAB],
};
