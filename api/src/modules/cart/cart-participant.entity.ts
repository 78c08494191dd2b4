import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { LocalDate } from '../../graphql/scalars.js';
import { CartItem } from './cart-item.entity.js';

/**
 * A participant named for a cart item before checkout: a cart item has one per place, in the order
 * they were added (empty names until the visitor fills them in). `id`/`databaseId` come from defineNode.
 */
@Entity({ tableName: 'cart_participants' })
@ObjectType('CartParticipant', {
  implements: Node,
  description: 'One place of a cart item, with the name of who takes it (filled in at checkout).',
})
export class CartParticipant {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => CartItem, { deleteRule: 'cascade', index: 'cart_participants_cart_item_id_idx' })
  cartItem: CartItem;

  @Property({ length: 100, default: '' })
  @Field({ description: 'First name; empty until given (at most 100 characters).' })
  firstName: string = '';

  @Property({ length: 100, default: '' })
  @Field({ description: 'Last name; empty until given (at most 100 characters).' })
  lastName: string = '';

  @Property({ type: 'date', nullable: true })
  @Field(() => LocalDate, {
    nullable: true,
    description: "Date of birth (ISO date); null until given. Checked against the course's age range at checkout.",
  })
  birthDate?: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
