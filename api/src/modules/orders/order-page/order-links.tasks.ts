import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../../app-settings.js';
import type { Language } from '../../../context/language.js';
import type { JobLog } from '../../../jobs/job-queue.js';
import { queueMailToTypedAddress } from '../../mail/index.js';
import { orderPageUrl } from '../order-mail.js';
import { Order, orderNumberOf } from '../order.entity.js';

/** graphile-worker task: mail the links of an address's orders ("Lost your link?"). Payload `{ email, language }`. */
export const ORDER_LINKS_TASK = 'orders_send_links';

/** The newest orders a links mail lists; older ones are rarely looked for, and the mail stays readable. */
const MAX_LINKED_ORDERS = 20;

/**
 * Finds the address's orders (case-insensitive) and queues one mail listing their pages, through the per-recipient
 * limit of mails to typed-in addresses (anyone can type anyone's address). No orders: no mail.
 */
export function orderLinksTask(orm: MikroORM, appSettings: AppSettings, log: JobLog): Task {
  return async (payload) => {
    const { email, language } = payload as { email?: unknown; language?: unknown };
    if (typeof email !== 'string' || !email) return;
    const lang: Language = language === 'en' ? 'en' : 'de';
    await orm.em.fork().transactional(async (em) => {
      const pattern = email.replace(/[\\%_]/g, '\\$&');
      const orders = await em.find(Order, { customerEmail: { $ilike: pattern } }, { orderBy: { id: 'desc' }, limit: MAX_LINKED_ORDERS });
      if (orders.length === 0) return;
      const { mail } = await queueMailToTypedAddress(
        { em, log, appSettings },
        {
          template: 'orderLinks',
          to: orders[0].customerEmail,
          language: lang,
          data: {
            orders: orders.map((order) => ({
              orderNumber: orderNumberOf(order.id),
              orderedAt: order.createdAt.toISOString(),
              url: orderPageUrl(order),
            })),
          },
        },
      );
      log.info({ orders: orders.length, queued: mail !== null }, 'order links mail handled');
    });
  };
}
