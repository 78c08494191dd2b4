/** The order confirmation's texts (the voucher mails share its field labels and button): German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const orderConfirmationMailMessages = {
  de: {
    'mail.orderConfirmation.subject': 'Ihre Buchung {orderNumber}',
    'mail.orderConfirmation.heading': 'Vielen Dank für Ihre Buchung, {name}!',
    'mail.orderConfirmation.intro':
      'Wir haben Ihre Buchung erhalten. Hier finden Sie alle Angaben dazu; bitte bewahren Sie diese E-Mail auf.',
    'mail.orderConfirmation.orderNumber': 'Buchungsnummer',
    'mail.orderConfirmation.orderedAt': 'Gebucht am',
    'mail.orderConfirmation.dates': 'Termin',
    'mail.orderConfirmation.dateRange': '{start} – {end}',
    'mail.orderConfirmation.time': 'Uhrzeit',
    'mail.orderConfirmation.location': 'Ort',
    'mail.orderConfirmation.notGiven': 'Keine Angabe',
    'mail.orderConfirmation.places': 'Plätze',
    'mail.orderConfirmation.participants': 'Teilnehmer',
    'mail.orderConfirmation.unitPrice': 'Preis pro Platz',
    'mail.orderConfirmation.lineTotal': 'Summe',
    'mail.orderConfirmation.total': 'Gesamtbetrag',
    'mail.orderConfirmation.includedVat': 'Darin enthaltene MwSt. (19 %)',
    'mail.orderConfirmation.paidPayPal': 'Bezahlt mit PayPal: Der Betrag ist bei uns eingegangen. Vielen Dank!',
    'mail.orderConfirmation.paidTransfer': 'Ihre Überweisung ist bei uns eingegangen. Vielen Dank!',
    'mail.orderConfirmation.payPalOpen':
      'Ihre Zahlung mit PayPal ist noch nicht abgeschlossen. Auf der Seite Ihrer Buchung können Sie sie abschließen.',
    'mail.orderConfirmation.transferOpen':
      'Die Zahlung ist noch offen. Die Angaben zur Überweisung finden Sie auf der Seite Ihrer Buchung.',
    'mail.orderConfirmation.transferIntro': 'Bitte überweisen Sie {amount} bis zum {deadline} auf dieses Konto:',
    'mail.orderConfirmation.accountHolder': 'Kontoinhaber',
    'mail.orderConfirmation.iban': 'IBAN',
    'mail.orderConfirmation.bic': 'BIC',
    'mail.orderConfirmation.bank': 'Bank',
    'mail.orderConfirmation.reference': 'Verwendungszweck',
    'mail.orderConfirmation.amount': 'Betrag',
    'mail.orderConfirmation.deadline': 'Zahlbar bis',
    'mail.orderConfirmation.transferNote':
      'Bitte geben Sie als Verwendungszweck nur die Buchungsnummer {reference} an, damit wir Ihre Zahlung zuordnen können. Ist der Betrag bis zum {deadline} nicht bei uns eingegangen, wird die Buchung storniert und die Plätze werden wieder frei.',
    'mail.orderConfirmation.terms':
      'Stornierungsbedingungen: Nach dem Kauf ist keine Stornierung oder Erstattung möglich. Wird die Mindestteilnehmerzahl nicht erreicht, kann der Kurs abgesagt werden; der Kursbeitrag wird dann vollständig erstattet.',
    'mail.orderConfirmation.vouchers':
      'Gutscheine zur Schwimmförderung nehmen wir an: Die Kursgebühr zahlen Sie auch dann vorab; den durch den Gutschein gedeckten Betrag erstatten wir Ihnen, sobald die Auszahlung des Gutscheins bei uns eingegangen ist.',
    'mail.orderConfirmation.button': 'Buchung ansehen',
    'mail.orderConfirmation.vouchersAnnounced':
      'Für diese Kinder haben Sie einen Schwimmgutschein angekündigt. Die Kursgebühr zahlen Sie trotzdem vorab; den durch den Gutschein gedeckten Betrag erstatten wir Ihnen, sobald die Auszahlung des Gutscheins bei uns eingegangen ist. Wir schreiben Ihnen bei jedem Schritt.',
  },
  en: {
    'mail.orderConfirmation.subject': 'Your booking {orderNumber}',
    'mail.orderConfirmation.heading': 'Thank you for your booking, {name}!',
    'mail.orderConfirmation.intro': 'We have received your booking. You will find all its details below; please keep this e-mail.',
    'mail.orderConfirmation.orderNumber': 'Booking number',
    'mail.orderConfirmation.orderedAt': 'Booked on',
    'mail.orderConfirmation.dates': 'Dates',
    'mail.orderConfirmation.dateRange': '{start} – {end}',
    'mail.orderConfirmation.time': 'Time',
    'mail.orderConfirmation.location': 'Location',
    'mail.orderConfirmation.notGiven': 'Not specified',
    'mail.orderConfirmation.places': 'Places',
    'mail.orderConfirmation.participants': 'Participants',
    'mail.orderConfirmation.unitPrice': 'Price per place',
    'mail.orderConfirmation.lineTotal': 'Subtotal',
    'mail.orderConfirmation.total': 'Total',
    'mail.orderConfirmation.includedVat': 'Included VAT (19%)',
    'mail.orderConfirmation.paidPayPal': 'Paid with PayPal: we have received the payment. Thank you!',
    'mail.orderConfirmation.paidTransfer': 'We have received your bank transfer. Thank you!',
    'mail.orderConfirmation.payPalOpen': 'Your PayPal payment is not complete yet. You can complete it on the page of your booking.',
    'mail.orderConfirmation.transferOpen':
      'The payment is still open. You will find the bank transfer details on the page of your booking.',
    'mail.orderConfirmation.transferIntro': 'Please transfer {amount} to this account by {deadline}:',
    'mail.orderConfirmation.accountHolder': 'Account holder',
    'mail.orderConfirmation.iban': 'IBAN',
    'mail.orderConfirmation.bic': 'BIC',
    'mail.orderConfirmation.bank': 'Bank',
    'mail.orderConfirmation.reference': 'Payment reference',
    'mail.orderConfirmation.amount': 'Amount',
    'mail.orderConfirmation.deadline': 'Payable by',
    'mail.orderConfirmation.transferNote':
      'Please give only the booking number {reference} as the payment reference, so that we can match your payment. If the amount has not reached us by {deadline}, the booking is cancelled and the places become free again.',
    'mail.orderConfirmation.terms':
      'Cancellation terms: no cancellation or refund is possible after purchase. If the minimum number of participants is not reached, the course may be cancelled; the course fee is then refunded in full.',
    'mail.orderConfirmation.vouchers':
      'We accept swimming-support vouchers: the course fee is still paid in advance; we refund the amount covered by the voucher to you as soon as the voucher payout has reached us.',
    'mail.orderConfirmation.button': 'View booking',
    'mail.orderConfirmation.vouchersAnnounced':
      'You announced a swim voucher for these children. The course fee is still paid in advance; we refund the amount the voucher covers as soon as the voucher payout has reached us. We write to you at each step.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof orderConfirmationMailMessages)['de'], string> {}
}
