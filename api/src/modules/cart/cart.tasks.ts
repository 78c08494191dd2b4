import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { JobLog } from '../../jobs/job-queue.js';
import { CART_LIFETIME_DAYS } from './cart-session.js';
import { Cart } from './cart.entity.js';
import { PlaceHold } from '../places/place-hold.entity.js';

export const FORGET_ABANDONED_CARTS_TASK = 'cart_forget_abandoned';
/** Daily at 03:17 (server time), a quiet hour; graphile-worker crontab syntax. */
export const FORGET_ABANDONED_CARTS_CRONTAB = `17 3 * * * ${FORGET_ABANDONED_CARTS_TASK}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the carts nobody can reach any more: their cookie expired CART_LIFETIME_DAYS after the last
 * change. Items and participants' names go with them (foreign keys cascade): names of children are not
 * kept longer than the cart they were typed into.
 */
export function forgetAbandonedCartsTask(orm: MikroORM, log: JobLog): Task {
  return async () => {
    const deleted = await forgetAbandonedCarts(orm, new Date());
    if (deleted) log.info({ deleted }, 'abandoned carts deleted');
  };
}

export async function forgetAbandonedCarts(orm: MikroORM, now: Date): Promise<number> {
  const em = orm.em.fork();
  // A cart still holding places keeps them until its release job has returned them (holds cannot outlive a cart).
  const holding = (await em.find(PlaceHold, {}, { fields: ['cart'] })).map((hold) => hold.cart.id);
  return em.nativeDelete(Cart, { updatedAt: { $lt: new Date(now.getTime() - CART_LIFETIME_DAYS * DAY_MS) }, id: { $nin: holding } });
}
