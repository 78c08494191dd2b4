import type { Opt } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';

/** A named person taking a place, from a booking or an order item. */
@Entity({ tableName: 'participants' })
@Check({ name: 'participants_owner_check', expression: 'booking_id is not null or order_item_id is not null' })
export class Participant {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Booking, { nullable: true, deleteRule: 'cascade', index: 'participants_booking_id_idx' })
  booking?: Booking | null;

  @ManyToOne(() => OrderItem, { nullable: true, deleteRule: 'cascade', index: 'participants_order_item_id_idx' })
  orderItem?: OrderItem | null;

  @Property({ length: 100 })
  firstName: string;

  @Property({ length: 100 })
  lastName: string;

  /** ISO date; null when not given (old clients and orders from before ages were asked). Deleted with the names. */
  @Property({ type: 'date', nullable: true })
  birthDate?: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
