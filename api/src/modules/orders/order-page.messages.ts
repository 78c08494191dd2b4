/** Texts of the order page's mails (order-page.mail-templates.ts), registered with them (the orders module's `mails`). */
export const orderPageMailMessages = {
  de: {
    'mail.orderCancellationRequest.subject': 'Stornierungswunsch zu Bestellung {orderNumber}',
    'mail.orderCancellationRequest.heading': 'Ein Kunde bittet um Stornierung',
    'mail.orderCancellationRequest.intro':
      '{name} bittet darum, die Bestellung {orderNumber} zu stornieren. Laut AGB ist keine Stornierung vorgesehen: Bitte entscheiden Sie und antworten Sie auf diese E-Mail. Der Wunsch steht auch im Verlauf der Bestellung.',
    'mail.orderCancellationRequest.order': 'Bestellung',
    'mail.orderCancellationRequest.button': 'Bestellungen öffnen',
    'mail.orderLinks.subject': 'Ihre Bestellungen bei H2O Gersthofen',
    'mail.orderLinks.heading': 'Ihre Bestellungen',
    'mail.orderLinks.intro':
      'Sie haben die Links zu Ihren Bestellungen angefordert. Mit diesen Links sehen Sie jede Bestellung, ihren Stand und ihre Termine. Bitte geben Sie sie nicht weiter.',
    'mail.orderLinks.order': 'Bestellung {orderNumber} vom {date}',
    'mail.orderLinks.notYou': 'Haben Sie das nicht angefordert? Dann können Sie diese E-Mail einfach ignorieren.',
    'mail.footer.orderLinks': 'Diese E-Mail wurde über „Link verloren?“ auf h2o-gersthofen.de an die Adresse Ihrer Bestellungen gesendet.',
  },
  en: {
    'mail.orderCancellationRequest.subject': 'Cancellation request for order {orderNumber}',
    'mail.orderCancellationRequest.heading': 'A customer asks for a cancellation',
    'mail.orderCancellationRequest.intro':
      "{name} asks to cancel order {orderNumber}. The terms provide for no cancellation: please decide and reply to this e-mail. The request is also in the order's history.",
    'mail.orderCancellationRequest.order': 'Order',
    'mail.orderCancellationRequest.button': 'Open orders',
    'mail.orderLinks.subject': 'Your orders at H2O Gersthofen',
    'mail.orderLinks.heading': 'Your orders',
    'mail.orderLinks.intro':
      'You asked for the links to your orders. With these links you see each order, how it stands and its dates. Please do not pass them on.',
    'mail.orderLinks.order': 'Order {orderNumber} of {date}',
    'mail.orderLinks.notYou': 'Did you not ask for this? Then simply ignore this e-mail.',
    'mail.footer.orderLinks': 'This e-mail was sent through "Lost your link?" on h2o-gersthofen.de to the address of your orders.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof orderPageMailMessages)['de'], string> {}
}
