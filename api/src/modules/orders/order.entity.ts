import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum OrderStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

export enum PaymentStatus {
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  REFUNDED = 'refunded',
}

/** A customer's order of course places. Totals are computed by the server from its own prices. */
@Entity({ tableName: 'orders' })
@Index({ name: 'orders_status_created_idx', properties: ['orderStatus', 'createdAt'] })
export class Order {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  customerFirstName: string;

  @Property({ length: 100 })
  customerLastName: string;

  @Property({ length: 254, index: 'orders_customer_email_idx' })
  customerEmail: string;

  @Property({ length: 50 })
  customerPhone: string;

  @Property({ length: 200 })
  customerAddress: string;

  @Property({ length: 100 })
  customerCity: string;

  @Property({ length: 20 })
  customerZipCode: string;

  @Property({ check: 'total_amount_cents >= 0' })
  totalAmountCents: number;

  @Enum({ items: () => OrderStatus, default: OrderStatus.PENDING })
  orderStatus: OrderStatus = OrderStatus.PENDING;

  @Property({ length: 30 })
  paymentMethod: string;

  @Property({ length: 200, nullable: true })
  paymentId?: string | null;

  @Enum({ items: () => PaymentStatus, default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus = PaymentStatus.PENDING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
