import type { Language } from '../../context/language.js';
import { formatInstantDate } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** To the office: a customer asks to cancel their order (the terms allow none, so staff decide and answer). */
export interface OrderCancellationRequestMailData {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  /** The customer's own words. */
  reason: string;
  customerLanguage: Language;
  /** The admins' order list, where the request is in the order's history. */
  adminUrl: string;
}

/** "Lost your link?": the pages of the orders placed with the address the mail goes to, newest first. */
export interface OrderLinksMailData {
  orders: { orderNumber: string; orderedAt: string; url: string }[];
}

export const orderPageMailTemplates = {
  /** To the office (German; Reply-To is the customer): a cancellation request to answer. */
  orderCancellationRequest(data: OrderCancellationRequestMailData, t: Translate): MailContent {
    return {
      subject: t('mail.orderCancellationRequest.subject', { orderNumber: data.orderNumber }),
      blocks: [
        { kind: 'heading', text: t('mail.orderCancellationRequest.heading') },
        { kind: 'paragraph', text: t('mail.orderCancellationRequest.intro', { name: data.customerName, orderNumber: data.orderNumber }) },
        {
          kind: 'fields',
          rows: [
            { label: t('mail.orderCancellationRequest.order'), value: data.orderNumber },
            { label: t('mail.field.name'), value: data.customerName },
            { label: t('mail.field.email'), value: data.customerEmail },
            { label: t('mail.field.language'), value: t(`mail.language.${data.customerLanguage}`) },
          ],
        },
        { kind: 'quote', text: data.reason },
        { kind: 'button', text: t('mail.orderCancellationRequest.button'), url: data.adminUrl },
      ],
      footer: standardFooter(t, 'mail.footer.orderPage'),
    };
  },

  /** To the address typed into "Lost your link?", in the language of the request: one link per order. */
  orderLinks(data: OrderLinksMailData, t: Translate): MailContent {
    return {
      subject: t('mail.orderLinks.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.orderLinks.heading') },
        { kind: 'paragraph', text: t('mail.orderLinks.intro') },
        ...data.orders.map((order) => ({
          kind: 'link' as const,
          text: t('mail.orderLinks.order', { orderNumber: order.orderNumber, date: formatInstantDate(order.orderedAt, t.language) }),
          url: order.url,
        })),
        { kind: 'paragraph', text: t('mail.orderLinks.notYou') },
        { kind: 'paragraph', text: t('mail.contactAcknowledgement.closing') },
      ],
      footer: standardFooter(t, 'mail.footer.orderLinks'),
    };
  },
};

type OrderPageMailTemplates = typeof orderPageMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends OrderPageMailTemplates {}
}
