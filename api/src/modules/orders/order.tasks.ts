import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { AppSettings } from '../../app-settings.js';
import type { JobLog } from '../../jobs/job-queue.js';
import type { Payments } from '../payments/payments.js';
import { handlePaymentDeadline } from './order-payment.service.js';

/** The payment deadline of one order (payload `{ orderId }`; `server`: its payments and settings, MAIL_TO for the mails); a PayPal error worth retrying fails the job, which graphile-worker retries. */
export function paymentDeadlineTask(orm: MikroORM, server: { payments: Payments; appSettings: AppSettings }, log: JobLog): Task {
  return async (payload) => {
    const orderId = Number((payload as { orderId?: unknown }).orderId);
    if (!Number.isSafeInteger(orderId)) return;
    const outcome = await handlePaymentDeadline(orm.em, server, orderId, log);
    if (outcome !== 'nothing') log.info({ orderId, outcome }, 'order payment deadline handled');
  };
}
