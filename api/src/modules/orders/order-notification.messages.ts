/**
 * Texts of the order notifications (order-notification.mail-templates.ts), registered with them (the orders module's `mails`). The
 * office's mails are German; English versions exist so the admins' outbox view reads in either language.
 */
export const orderNotificationMailMessages = {
  de: {
    'mail.footer.office':
      'Diese E-Mail wurde automatisch von h2o-gersthofen.de an die Benachrichtigungsadressen aus den Einstellungen gesendet.',
    'mail.orderNotice.paymentWay': 'Zahlungsweise',
    'mail.orderNotice.paymentPayPal': 'PayPal',
    'mail.orderNotice.paymentTransfer': 'Überweisung',
    'mail.orderNotice.phone': 'Telefon',
    'mail.orderNotice.address': 'Anschrift',
    'mail.orderNotice.adminButton': 'In der Verwaltung öffnen',
    'mail.orderNotice.customerPage': 'Buchungsseite des Kunden',
    'mail.officeNewOrder.subject': 'Neue Buchung {orderNumber}: {name}, {total}',
    'mail.officeNewOrder.heading': 'Neue Buchung {orderNumber}',
    'mail.officeNewOrder.intro': '{name} hat über die Website gebucht. Antworten Sie einfach auf diese E-Mail, um {name} zu erreichen.',
    'mail.officeNewOrder.introStaff': 'Aus einer Anfrage von {name} wurde in der Verwaltung eine Buchung angelegt.',
    'mail.officeNewOrder.payPalOpen':
      'Die Zahlung mit PayPal ist noch offen; Sie erhalten eine weitere E-Mail, sobald sie eingegangen ist.',
    'mail.officeNewOrder.transferOpen':
      'Die Überweisung ist noch offen und bis zum {deadline} fällig. Bitte markieren Sie die Buchung als bezahlt, sobald das Geld eingegangen ist.',
    'mail.officeNewOrder.transferNoDeadline':
      'Die Überweisung ist noch offen (ohne Zahlungsfrist). Bitte markieren Sie die Buchung als bezahlt, sobald das Geld eingegangen ist.',
    'mail.officeNewOrder.vouchers':
      'Für diese Kinder wurde ein Schwimmgutschein angekündigt. Sobald eine Auszahlung eingegangen ist, tragen Sie sie in der Verwaltung bei der Buchung unter „Schwimmgutscheine“ ein; dann ist die Erstattung an den Kunden fällig.',
    'mail.officePayPalPayment.subject': 'PayPal-Zahlung eingegangen: {orderNumber}, {amount}',
    'mail.officePayPalPayment.heading': 'Zahlung für {orderNumber} eingegangen',
    'mail.officePayPalPayment.intro':
      'PayPal hat die Zahlung von {name} über {amount} vollständig bestätigt. Die Buchung ist damit bezahlt und bestätigt.',
    'mail.officePayPalPayment.paidAt': 'Bezahlt am',
    'mail.officePayPalPayment.captureId': 'PayPal-Transaktion',
    'mail.orderConfirmed.subject': 'Ihre Buchung {orderNumber} ist bestätigt',
    'mail.orderConfirmed.heading': 'Guten Tag {name}, Ihre Buchung ist bestätigt',
    'mail.orderConfirmed.intro': 'Wir haben Ihre Buchung {orderNumber} geprüft und bestätigt. Wir freuen uns auf Sie!',
    'mail.orderConfirmed.introPaid':
      'Ihre Zahlung ist bei uns eingegangen: Damit ist Ihre Buchung {orderNumber} verbindlich bestätigt. Wir freuen uns auf Sie!',
    'mail.orderConfirmed.payTransfer':
      'Bitte denken Sie an die Überweisung bis zum {deadline}. Die Kontoverbindung finden Sie auf der Seite Ihrer Buchung.',
    'mail.orderConfirmed.payOpen': 'Die Zahlung ist noch offen. Auf der Seite Ihrer Buchung sehen Sie, wie Sie bezahlen können.',
    'mail.orderCancelled.subject': 'Ihre Buchung {orderNumber} wurde storniert',
    'mail.orderCancelled.subjectCourse': 'Kursabsage: Ihre Buchung {orderNumber} wurde storniert',
    'mail.orderCancelled.heading': 'Guten Tag {name}, Ihre Buchung wurde storniert',
    'mail.orderCancelled.intro': 'Ihre Buchung {orderNumber} ist storniert; die Plätze sind nicht mehr für Sie reserviert.',
    'mail.orderCancelled.staffPaidKept':
      'Den bezahlten Betrag von {amount} erstatten wir mit dieser Stornierung nicht. Erstatten wir ihn oder einen Teil davon später, erhalten Sie dazu eine eigene E-Mail.',
    'mail.orderCancelled.staffRefundPayPal':
      'Sie erhalten {amount} zurück: Wir erstatten den Betrag über PayPal auf das PayPal-Konto, mit dem Sie bezahlt haben. Sobald PayPal die Erstattung bestätigt hat, erhalten Sie eine E-Mail.',
    'mail.orderCancelled.staffRefundTransfer':
      'Sie erhalten {amount} zurück per Überweisung. Bitte geben Sie dazu auf der Seite Ihrer Buchung Ihre IBAN an; sobald wir überwiesen haben, erhalten Sie eine E-Mail.',
    'mail.orderCancelled.deadline':
      'Ihre Zahlung ist bis zum Ende der Zahlungsfrist nicht bei uns eingegangen. Die Buchung wurde deshalb automatisch storniert, und die Plätze sind wieder frei.',
    'mail.orderCancelled.deadlineAgain':
      'Sie möchten doch teilnehmen? Buchen Sie gern erneut, solange Plätze frei sind. Haben Sie inzwischen doch bezahlt, antworten Sie bitte auf diese E-Mail.',
    'mail.orderCancelled.courseCancelledFrame': 'Der Kurs „{course}“ findet leider nicht statt.',
    'mail.orderCancelled.courseCancelledFrameAny': 'Ein Kurs Ihrer Buchung findet leider nicht statt.',
    'mail.orderCancelled.courseReason.too_few_participants': 'Der Grund: Die Mindestteilnehmerzahl wurde nicht erreicht.',
    'mail.orderCancelled.courseReason.pool_closed': 'Der Grund: Das Schwimmbad ist in dieser Zeit geschlossen.',
    'mail.orderCancelled.courseReason.trainer_ill':
      'Der Grund: Die Trainerin oder der Trainer ist erkrankt, und wir konnten keine Vertretung finden.',
    'mail.orderCancelled.courseRefundPayPal':
      'Sie erhalten den bezahlten Betrag von {amount} vollständig zurück: Wir erstatten ihn automatisch über PayPal.',
    'mail.orderCancelled.courseRefundTransfer':
      'Sie erhalten den bezahlten Betrag von {amount} vollständig zurück. Bitte geben Sie dazu auf der Seite Ihrer Buchung Ihre IBAN an; wir überweisen das Geld dann auf dieses Konto.',
    'mail.orderCancelled.courseUnpaid': 'Sie müssen nichts bezahlen: Die noch offene Zahlung entfällt.',
    'mail.orderCancelled.questions': 'Haben Sie Fragen dazu? Antworten Sie einfach auf diese E-Mail.',
    'mail.orderPaymentReceived.subject': 'Zahlung für Ihre Buchung {orderNumber} eingegangen',
    'mail.orderPaymentReceived.heading': 'Vielen Dank, {name}!',
    'mail.orderPaymentReceived.intro': 'Ihre Zahlung von {amount} für die Buchung {orderNumber} ist bei uns eingegangen.',
  },
  en: {
    'mail.footer.office': 'This e-mail was sent automatically by h2o-gersthofen.de to the notification addresses in the settings.',
    'mail.orderNotice.paymentWay': 'Payment method',
    'mail.orderNotice.paymentPayPal': 'PayPal',
    'mail.orderNotice.paymentTransfer': 'Bank transfer',
    'mail.orderNotice.phone': 'Phone',
    'mail.orderNotice.address': 'Address',
    'mail.orderNotice.adminButton': 'Open in the admin area',
    'mail.orderNotice.customerPage': "Customer's booking page",
    'mail.officeNewOrder.subject': 'New booking {orderNumber}: {name}, {total}',
    'mail.officeNewOrder.heading': 'New booking {orderNumber}',
    'mail.officeNewOrder.intro': '{name} booked through the website. Simply reply to this e-mail to reach {name}.',
    'mail.officeNewOrder.introStaff': 'A booking was created in the admin area from a request by {name}.',
    'mail.officeNewOrder.payPalOpen': 'The PayPal payment is still open; you will get another e-mail once it has arrived.',
    'mail.officeNewOrder.transferOpen':
      'The bank transfer is still open and due by {deadline}. Please mark the booking paid once the money has arrived.',
    'mail.officeNewOrder.transferNoDeadline':
      'The bank transfer is still open (no deadline). Please mark the booking paid once the money has arrived.',
    'mail.officeNewOrder.vouchers':
      'A swim voucher was announced for these children. Once a payout has arrived, record it in the admin area on the booking under "Swim vouchers"; the refund to the customer is then due.',
    'mail.officePayPalPayment.subject': 'PayPal payment received: {orderNumber}, {amount}',
    'mail.officePayPalPayment.heading': 'Payment for {orderNumber} received',
    'mail.officePayPalPayment.intro': 'PayPal confirmed the payment of {name} of {amount} in full. The booking is now paid and confirmed.',
    'mail.officePayPalPayment.paidAt': 'Paid on',
    'mail.officePayPalPayment.captureId': 'PayPal transaction',
    'mail.orderConfirmed.subject': 'Your booking {orderNumber} is confirmed',
    'mail.orderConfirmed.heading': 'Hello {name}, your booking is confirmed',
    'mail.orderConfirmed.intro': 'We have checked and confirmed your booking {orderNumber}. We look forward to seeing you!',
    'mail.orderConfirmed.introPaid':
      'We have received your payment: your booking {orderNumber} is now confirmed. We look forward to seeing you!',
    'mail.orderConfirmed.payTransfer':
      'Please remember to make the bank transfer by {deadline}. You will find the account details on the page of your booking.',
    'mail.orderConfirmed.payOpen': 'The payment is still open. The page of your booking shows how to pay.',
    'mail.orderCancelled.subject': 'Your booking {orderNumber} has been cancelled',
    'mail.orderCancelled.subjectCourse': 'Course cancelled: your booking {orderNumber} has been cancelled',
    'mail.orderCancelled.heading': 'Hello {name}, your booking has been cancelled',
    'mail.orderCancelled.intro': 'Your booking {orderNumber} is cancelled; the places are no longer reserved for you.',
    'mail.orderCancelled.staffPaidKept':
      'The {amount} you paid is not refunded with this cancellation. Should we refund it or part of it later, you will get an e-mail of its own about it.',
    'mail.orderCancelled.staffRefundPayPal':
      'You get {amount} back: we refund it through PayPal to the PayPal account you paid with. Once PayPal has confirmed the refund, you get an e-mail.',
    'mail.orderCancelled.staffRefundTransfer':
      'You get {amount} back by bank transfer. Please enter your IBAN on the page of your booking; once we have made the transfer, you get an e-mail.',
    'mail.orderCancelled.deadline':
      'Your payment did not reach us by the end of the payment period. The booking was therefore cancelled automatically, and the places are free again.',
    'mail.orderCancelled.deadlineAgain':
      'Would you still like to take part? You are welcome to book again while places are free. If you have paid meanwhile, please reply to this e-mail.',
    'mail.orderCancelled.courseCancelledFrame': 'Unfortunately the course "{course}" will not take place.',
    'mail.orderCancelled.courseCancelledFrameAny': 'Unfortunately a course of your booking will not take place.',
    'mail.orderCancelled.courseReason.too_few_participants':
      'The reason: too few participants signed up (the minimum number was not reached).',
    'mail.orderCancelled.courseReason.pool_closed': 'The reason: the pool is closed during this time.',
    'mail.orderCancelled.courseReason.trainer_ill': 'The reason: the trainer is ill, and we could not find a replacement.',
    'mail.orderCancelled.courseRefundPayPal': 'You get the {amount} you paid back in full: we refund it automatically through PayPal.',
    'mail.orderCancelled.courseRefundTransfer':
      'You get the {amount} you paid back in full. Please enter your IBAN on the page of your booking; we then transfer the money to that account.',
    'mail.orderCancelled.courseUnpaid': 'You need not pay anything: the open payment is void.',
    'mail.orderCancelled.questions': 'Any questions? Simply reply to this e-mail.',
    'mail.orderPaymentReceived.subject': 'Payment for your booking {orderNumber} received',
    'mail.orderPaymentReceived.heading': 'Thank you, {name}!',
    'mail.orderPaymentReceived.intro': 'Your payment of {amount} for the booking {orderNumber} has reached us.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof orderNotificationMailMessages)['de'], string> {}
}
