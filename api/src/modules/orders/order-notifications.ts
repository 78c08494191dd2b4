import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, rowTextIn } from '../../context/language.js';
import { type MailSettings, type MailTemplateData, type MailTemplateName, queueMail } from '../mail/index.js';
import type { CourseCancellationMailReason, OrderCancellationReason, OrderNotificationBase } from './order-notification.mail-templates.js';
import { type OfficeMail, queueOfficeMail } from '../office-mail/office-mail.service.js';
import { OFFICE_LANGUAGE, type OfficeTemplate } from '../office-mail/office-mail.rules.js';
import { recordOrderEvent } from './order-history.js';
import type { StatusChange, TransitionOptions } from './order-transition.js';
import { orderPageUrl, queueOrderConfirmation, voucherMailLines } from './order-mail.js';
import { orderView } from './order.reader.js';
import { type Order, OrderStatus, PaymentMethod, PaymentStatus, orderNumberOf } from './order.entity.js';

/**
 * Which mails an order's life sends, decided here alone: `createOrder` and `transition` (order-lifecycle.ts)
 * call these after they changed the order, in the same transaction, so a mail goes out exactly when its change commits.
 *
 * | when                                   | the customer (their language)  | the office (German, each address) |
 * |----------------------------------------|--------------------------------|-----------------------------------|
 * | created (checkout, or staff from a request) | confirmation if asked (bank transfer) | new order                  |
 * | PayPal captured the whole amount       | confirmation (paid)            | PayPal payment received           |
 * | staff confirm                          | confirmed                      | –                                 |
 * | staff cancel                           | cancelled: by us               | –                                 |
 * | payment deadline passed unpaid         | cancelled: deadline            | –                                 |
 * | course cancelled (too few participants) | cancelled: course, and how the money comes back | – (refund mails: the refunds) |
 * | staff mark paid                        | payment received               | –                                 |
 *
 * Every mail queued is recorded in the order's history (`mail_queued`, as the confirmation is). The office's mails go
 * through modules/office-mail: to the business profile's notification addresses, else the server's MAIL_TO, within the
 * office's hourly budget; beyond it they are folded into the office's digest and not recorded as queued (they were not).
 */

/** What the notifications need besides the order: the server's mail settings (MAIL_TO, the office's hourly budget). */
export interface NotificationSettings {
  mail?: MailSettings;
}

type OrderMail = {
  [T in MailTemplateName]: { template: T; to: string; language: Language; data: MailTemplateData<T>; replyTo?: string };
}[MailTemplateName];

/** Queues one mail and notes it in the order's history, as queueOrderConfirmation does for the confirmation. */
async function send(em: EntityManager, order: Order, mail: OrderMail): Promise<void> {
  const queued = await queueMail({ em }, mail);
  recordOrderEvent(em, order, 'mail_queued', { template: mail.template, language: mail.language, recipient: mail.to, mailId: queued.id });
}

const customerLanguage = (order: Order): Language => (order.language === 'en' ? 'en' : 'de');

/** The facts every order mail shows, in `language` (course titles in English when written). */
async function orderFacts(
  em: EntityManager,
  order: Order,
  language: Language,
): Promise<OrderNotificationBase & { courses: Map<number, string> }> {
  const view = await orderView(em, order);
  const courses = new Map<number, string>();
  const items = view.items.map((item) => {
    const courseTitle = rowTextIn(item.course, 'title', language) ?? item.course.title;
    courses.set(item.course.id, courseTitle);
    return {
      courseTitle,
      startDate: item.course.startDate ?? null,
      endDate: item.course.endDate ?? null,
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
      participants: item.participants.map((participant) => `${participant.firstName} ${participant.lastName}`),
    };
  });
  return {
    orderNumber: view.orderNumber,
    customerName: `${order.customerFirstName} ${order.customerLastName}`,
    items,
    totalAmountCents: order.totalAmountCents,
    paymentMethod: order.paymentMethod === PaymentMethod.PAYPAL ? 'paypal' : 'invoice',
    orderUrl: orderPageUrl(order),
    courses,
  };
}

/** The order in the admin area: the order list searched for its number. */
const adminUrl = (order: Order) => `${order.siteOrigin ?? ''}/admin/orders?${new URLSearchParams({ q: orderNumberOf(order.id) })}`;

/** To the office, within its hourly budget; each mail queued is noted in the order's history. */
async function sendToOffice<T extends OfficeTemplate>(
  em: EntityManager,
  order: Order,
  settings: NotificationSettings,
  mail: OfficeMail<T>,
): Promise<void> {
  if (!settings.mail) throw new Error(`${mail.template} needs the server's mail settings (TransitionOptions.mail)`);
  for (const queued of await queueOfficeMail({ em }, settings.mail, { ...mail, origin: order.siteOrigin })) {
    recordOrderEvent(em, order, 'mail_queued', {
      template: mail.template,
      language: queued.language,
      recipient: queued.recipient,
      mailId: queued.id,
    });
  }
}

/** A new order: the customer's confirmation when asked (bank transfer: it carries the transfer details), and the office's notice. */
export async function notifyOrderCreated(
  em: EntityManager,
  order: Order,
  options: NotificationSettings & { sendConfirmation: boolean; byStaff: boolean },
): Promise<void> {
  if (options.sendConfirmation) await queueOrderConfirmation(em, order);
  const { courses: _courses, ...facts } = await orderFacts(em, order, OFFICE_LANGUAGE);
  const address = [order.customerAddress, [order.customerZipCode, order.customerCity].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  await sendToOffice(em, order, options, {
    template: 'officeNewOrder',
    replyTo: order.customerEmail,
    data: {
      ...facts,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      customerAddress: address,
      orderedAt: order.createdAt.toISOString(),
      paymentDeadline:
        order.paymentMethod === PaymentMethod.BANK_TRANSFER && order.paymentDeadline ? order.paymentDeadline.toISOString() : null,
      byStaff: options.byStaff,
      adminUrl: adminUrl(order),
      vouchers: await voucherMailLines(em, order, OFFICE_LANGUAGE),
    },
  });
}

/** The statuses before a transition, as `transition` read them. */
export interface StatusesBefore {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}

const REASONS: Partial<Record<TransitionOptions['cause'], OrderCancellationReason>> = {
  staff: 'staff',
  payment_deadline: 'payment_deadline',
  course_cancelled: 'course_cancelled',
};

/** The course cancellation's reason from the transition's facts (course-cancellation.service.ts): a kind, `other` with staff's words. */
function courseReasonOf(facts: Record<string, unknown> | undefined): CourseCancellationMailReason {
  const kind = facts?.reasonKind;
  if (kind === 'other' && typeof facts?.reason === 'string' && facts.reason) return { kind: 'other', text: facts.reason };
  if (kind === 'pool_closed' || kind === 'trainer_ill') return { kind };
  return { kind: 'too_few_participants' };
}

/** The mails of one transition the order has just made (`to`: what it moved to; `before`: where it came from). */
export async function notifyTransition(
  em: EntityManager,
  order: Order,
  before: StatusesBefore,
  to: StatusChange,
  options: TransitionOptions,
): Promise<void> {
  const entered = (status: OrderStatus) => to.orderStatus === status && before.orderStatus !== status;
  const paid = to.paymentStatus === PaymentStatus.PAID && before.paymentStatus !== PaymentStatus.PAID;
  await em.flush();

  if (options.cause === 'payment_captured') {
    // The customer learns of a payment PayPal confirmed (the confirmation, now paid); the office of the money.
    await queueOrderConfirmation(em, order);
    if (paid) await notifyPayPalPayment(em, order, options);
    return;
  }

  const language = customerLanguage(order);
  const customer = { to: order.customerEmail, language };
  if (entered(OrderStatus.CANCELLED)) {
    const reason = REASONS[options.cause] ?? 'staff';
    const { courses, ...facts } = await orderFacts(em, order, language);
    const courseId = typeof options.facts?.courseId === 'number' ? options.facts.courseId : null;
    await send(em, order, {
      ...customer,
      template: 'orderCancelled',
      data: {
        ...facts,
        reason,
        paid: before.paymentStatus === PaymentStatus.PAID,
        cancelledCourseTitle: courseId !== null ? (courses.get(courseId) ?? null) : null,
        refundedCents: typeof options.facts?.refundedCents === 'number' ? options.facts.refundedCents : 0,
        ...(reason === 'course_cancelled' ? { courseReason: courseReasonOf(options.facts) } : {}),
      },
    });
    return;
  }
  if (options.cause !== 'staff') return;
  if (entered(OrderStatus.CONFIRMED)) {
    const { courses: _courses, ...facts } = await orderFacts(em, order, language);
    const unpaid = order.paymentStatus !== PaymentStatus.PAID;
    await send(em, order, {
      ...customer,
      template: 'orderConfirmed',
      data: { ...facts, paid: !unpaid, paymentDeadline: unpaid && order.paymentDeadline ? order.paymentDeadline.toISOString() : null },
    });
  }
  // A payment that confirmed the order is said in its confirmation (one mail), not in a second one.
  if (paid && !entered(OrderStatus.CONFIRMED)) {
    const { courses: _courses, ...facts } = await orderFacts(em, order, language);
    await send(em, order, { ...customer, template: 'orderPaymentReceived', data: { ...facts, amountCents: order.totalAmountCents } });
  }
}

/** To the office: PayPal confirmed the whole amount (the capture's facts from the transition's history line). */
async function notifyPayPalPayment(em: EntityManager, order: Order, options: TransitionOptions): Promise<void> {
  const { courses: _courses, ...facts } = await orderFacts(em, order, OFFICE_LANGUAGE);
  const captured = options.facts ?? {};
  await sendToOffice(em, order, options, {
    template: 'officePayPalPayment',
    replyTo: order.customerEmail,
    data: {
      ...facts,
      customerEmail: order.customerEmail,
      amountCents: typeof captured.amountCents === 'number' ? captured.amountCents : order.totalAmountCents,
      captureId: typeof captured.captureId === 'string' ? captured.captureId : null,
      paidAt: new Date().toISOString(),
      adminUrl: adminUrl(order),
    },
  });
}
