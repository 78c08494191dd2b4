import { cartService } from './cart.service.js';
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
  // The caller's own cart only (its cart cookie), as `cart` shows it: another visitor's item is null.
  nodes: [
    defineNode(CartItemView, 'CartItem', (ctx, id) => cartService.ownItem(ctx, id)),
    defineNode(CartParticipant, 'CartParticipant', (ctx, id) => cartService.ownParticipant(ctx, id)),
  ],
  tasks: ({ orm, log }) => ({ [FORGET_ABANDONED_CARTS_TASK]: forgetAbandonedCartsTask(orm, log) }),
  crontab: [FORGET_ABANDONED_CARTS_CRONTAB],
};
