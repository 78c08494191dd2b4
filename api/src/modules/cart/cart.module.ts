import { CartItem } from './cart-item.entity.js';
import { CartParticipant } from './cart-participant.entity.js';
import { Cart } from './cart.entity.js';
import type { DomainModule } from '../domain-module.js';

export const cartModule: DomainModule = { name: 'cart', entities: [Cart, CartItem, CartParticipant] };
