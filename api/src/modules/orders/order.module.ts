import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import type { DomainModule } from '../domain-module.js';

export const ordersModule: DomainModule = { name: 'orders', entities: [Order, OrderItem] };
