/**
 * The refund mails' texts, registered with the refunds module's mail templates: German
 * and English with the same keys. Values are data of the order; the layout escapes them.
 */
export const refundMailMessages = {
  de: {
    'mail.refundMade.subject': 'Erstattung zu Ihrer Bestellung {orderNumber}',
    'mail.refundMade.heading': 'Guten Tag {name},',
    'mail.refundMade.paypal':
      'wir haben Ihnen {amount} zu Ihrer Bestellung {orderNumber} über PayPal erstattet. Der Betrag geht an das PayPal-Konto zurück, mit dem Sie bezahlt haben; PayPal schreibt ihn in der Regel innerhalb weniger Tage gut.',
    'mail.refundMade.transfer':
      'wir haben Ihnen {amount} zu Ihrer Bestellung {orderNumber} per Überweisung erstattet. Je nach Bank ist der Betrag in ein bis drei Werktagen auf Ihrem Konto.',
    'mail.refundMade.amount': 'Erstatteter Betrag',
    'mail.refundMade.orderNumber': 'Bestellnummer',
    'mail.refundMade.button': 'Bestellung ansehen',
    'mail.refundAccountRequest.subject': 'Ihre Erstattung zu {orderNumber}: Bitte geben Sie Ihre IBAN an',
    'mail.refundAccountRequest.subjectReminder': 'Erinnerung: Ihre IBAN für die Erstattung zu {orderNumber}',
    'mail.refundAccountRequest.intro':
      'wir erstatten Ihnen {amount} zu Ihrer Bestellung {orderNumber} per Überweisung. Dafür brauchen wir Ihre Kontoverbindung: Bitte geben Sie auf der Seite Ihrer Bestellung Ihre IBAN und den Namen des Kontoinhabers an.',
    'mail.refundAccountRequest.reminder':
      'Wir haben Ihre Kontoverbindung noch nicht erhalten und können das Geld deshalb noch nicht überweisen.',
    'mail.refundAccountRequest.amount': 'Zu erstattender Betrag',
    'mail.refundAccountRequest.button': 'IBAN angeben',
    'mail.refundAccountRequest.after': 'Sobald wir überwiesen haben, erhalten Sie eine Bestätigung per E-Mail.',
    'mail.refundOwed.subject': 'Erstattung offen: {amount} für {orderNumber}',
    'mail.refundOwed.heading': 'Eine Erstattung per Überweisung ist offen',
    'mail.refundOwed.intro':
      'Für die Bestellung {orderNumber} ({name}) sind {amount} per Überweisung zu erstatten ({reason, select, course_cancelled {Kurs abgesagt} voucher {Schwimmgutschein ausgezahlt} other {von Mitarbeitern veranlasst}}). Die Kundin oder der Kunde wird per E-Mail gebeten, auf der Bestellseite die IBAN anzugeben; sobald sie angegeben ist, steht sie bei der Bestellung. Markieren Sie die Erstattung dort als erledigt, wenn das Geld überwiesen ist: Dann erhält die Kundin oder der Kunde eine Bestätigung.',
    'mail.refundOwed.customer': 'Kunde',
    'mail.refundOwed.amount': 'Betrag',
    'mail.refundOwed.button': 'Bestellung im Verwaltungsbereich öffnen',
    'mail.footer.refundOwed':
      'Diese E-Mail wurde automatisch von h2o-gersthofen.de an die Benachrichtigungsadressen der Schwimmschule gesendet.',
    'mail.minParticipants.subject': 'Zu wenige Anmeldungen: {course} beginnt am {start}',
    'mail.minParticipants.heading': 'Mindestteilnehmerzahl nicht erreicht',
    'mail.minParticipants.intro':
      'Für den Kurs „{course}“, der am {start} beginnt, sind {booked, plural, one {ein Platz} other {# Plätze}} gebucht; er braucht mindestens {minimum}. Sie können ihn im Verwaltungsbereich absagen: Alle Bestellungen werden dann storniert und erstattet. Diese Warnung kommt einmal je Kurs.',
    'mail.minParticipants.button': 'Kurse im Verwaltungsbereich öffnen',
  },
  en: {
    'mail.refundMade.subject': 'Refund for your order {orderNumber}',
    'mail.refundMade.heading': 'Hello {name},',
    'mail.refundMade.paypal':
      'we have refunded {amount} for your order {orderNumber} through PayPal. The amount goes back to the PayPal account you paid with; PayPal usually credits it within a few days.',
    'mail.refundMade.transfer':
      'we have refunded {amount} for your order {orderNumber} by bank transfer. Depending on your bank, it reaches your account within one to three working days.',
    'mail.refundMade.amount': 'Amount refunded',
    'mail.refundMade.orderNumber': 'Order number',
    'mail.refundMade.button': 'View order',
    'mail.refundAccountRequest.subject': 'Your refund for {orderNumber}: please give your IBAN',
    'mail.refundAccountRequest.subjectReminder': 'Reminder: your IBAN for the refund for {orderNumber}',
    'mail.refundAccountRequest.intro':
      "we are refunding {amount} for your order {orderNumber} by bank transfer. For that we need your account: please enter your IBAN and the account holder's name on the page of your order.",
    'mail.refundAccountRequest.reminder': 'We have not received your account details yet, so we cannot transfer the money yet.',
    'mail.refundAccountRequest.amount': 'Amount to refund',
    'mail.refundAccountRequest.button': 'Give your IBAN',
    'mail.refundAccountRequest.after': 'Once we have made the transfer, you get a confirmation by e-mail.',
    'mail.refundOwed.subject': 'Refund owed: {amount} for {orderNumber}',
    'mail.refundOwed.heading': 'A refund by bank transfer is owed',
    'mail.refundOwed.intro':
      'For order {orderNumber} ({name}), {amount} is to be refunded by bank transfer ({reason, select, course_cancelled {course cancelled} voucher {swim voucher paid out} other {asked by staff}}). The customer is asked by e-mail to give their IBAN on the order page; once given, it shows with the order. Mark the refund made there once the money is transferred: the customer then gets a confirmation.',
    'mail.refundOwed.customer': 'Customer',
    'mail.refundOwed.amount': 'Amount',
    'mail.refundOwed.button': 'Open the order in the admin area',
    'mail.footer.refundOwed': "This e-mail was sent automatically by h2o-gersthofen.de to the swim school's notification addresses.",
    'mail.minParticipants.subject': 'Too few bookings: {course} starts on {start}',
    'mail.minParticipants.heading': 'Minimum number of participants not reached',
    'mail.minParticipants.intro':
      'The course "{course}", starting on {start}, has {booked, plural, one {one place} other {# places}} booked; it needs at least {minimum}. You can cancel it in the admin area: every order is then cancelled and refunded. This warning comes once per course.',
    'mail.minParticipants.button': 'Open the courses in the admin area',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof refundMailMessages)['de'], string> {}
}
