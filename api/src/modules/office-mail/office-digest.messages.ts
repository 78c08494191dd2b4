/**
 * The digest's texts, registered with the office digest's template (the office-mail module's `mails`): German, the office's language, and English
 * with the same keys. Values are counts, times and subjects of held mails; the layout escapes them.
 */
export const officeDigestMailMessages = {
  de: {
    'mail.officeDigest.subject':
      'Sammelmeldung: {held, plural, one {# weitere Benachrichtigung} other {# weitere Benachrichtigungen}} in einer Stunde',
    'mail.officeDigest.heading': 'Mehr Benachrichtigungen als üblich',
    'mail.officeDigest.intro':
      'Zwischen {start} und {end} kamen mehr Benachrichtigungen als die {perHour}, die wir pro Stunde einzeln senden. {held, plural, one {Eine weitere haben} other {# weitere haben}} wir nicht einzeln gesendet, sondern hier zusammengefasst:',
    'mail.officeDigest.kind.contactMessage': 'Kontaktanfragen',
    'mail.officeDigest.kind.courseRequest': 'Kursanfragen',
    'mail.officeDigest.kind.newOrder': 'Neue Buchungen',
    'mail.officeDigest.kind.payPalPayment': 'PayPal-Zahlungen',
    'mail.officeDigest.kind.cancellationRequest': 'Stornierungswünsche',
    'mail.officeDigest.kind.refundOwed': 'Offene Erstattungen',
    'mail.officeDigest.kind.minParticipants': 'Kurse unter der Mindestteilnehmerzahl',
    'mail.officeDigest.nothingLost': 'Es ist nichts verloren gegangen: Alle sind gespeichert und stehen vollständig in der Verwaltung.',
    'mail.officeDigest.open.requests': 'In der Verwaltung öffnen: Anfragen',
    'mail.officeDigest.open.bookings': 'In der Verwaltung öffnen: Buchungen (Kursanfragen)',
    'mail.officeDigest.open.orders': 'In der Verwaltung öffnen: Bestellungen',
    'mail.officeDigest.open.courses': 'In der Verwaltung öffnen: Kurse',
    'mail.officeDigest.listedIntro': '{listed, plural, one {Die erste davon} other {Die ersten # davon}}:',
    'mail.officeDigest.item.contactMessage': 'Kontaktanfrage: {summary}',
    'mail.officeDigest.item.courseRequest': 'Kursanfrage: {summary}',
    'mail.officeDigest.item.newOrder': 'Neue Buchung {summary}',
    'mail.officeDigest.item.payPalPayment': 'PayPal-Zahlung zu {summary}',
    'mail.officeDigest.item.cancellationRequest': 'Stornierungswunsch zu {summary}',
    'mail.officeDigest.item.refundOwed': 'Offene Erstattung zu {summary}',
    'mail.officeDigest.item.minParticipants': 'Unter der Mindestteilnehmerzahl: {summary}',
    'mail.officeDigest.notListed': '… und {count, plural, one {eine weitere} other {# weitere}}, die Sie in der Verwaltung finden.',
    'mail.officeDigest.why':
      'So viele Benachrichtigungen in kurzer Zeit können auch von jemandem stammen, der das Formular missbraucht. Die Grenze pro Stunde legt RATE_LIMIT_OFFICE_MAILS_PER_HOUR auf dem Server fest.',
  },
  en: {
    'mail.officeDigest.subject': 'Digest: {held, plural, one {# more notification} other {# more notifications}} in one hour',
    'mail.officeDigest.heading': 'More notifications than usual',
    'mail.officeDigest.intro':
      'Between {start} and {end} more notifications came in than the {perHour} we send one by one each hour. {held, plural, one {One more was} other {# more were}} not sent on its own but summed up here:',
    'mail.officeDigest.kind.contactMessage': 'Contact messages',
    'mail.officeDigest.kind.courseRequest': 'Course requests',
    'mail.officeDigest.kind.newOrder': 'New bookings',
    'mail.officeDigest.kind.payPalPayment': 'PayPal payments',
    'mail.officeDigest.kind.cancellationRequest': 'Cancellation requests',
    'mail.officeDigest.kind.refundOwed': 'Refunds owed',
    'mail.officeDigest.kind.minParticipants': 'Courses below their minimum',
    'mail.officeDigest.nothingLost': 'Nothing is lost: every one of them is stored and listed in full in the admin area.',
    'mail.officeDigest.open.requests': 'Open in the admin area: Requests',
    'mail.officeDigest.open.bookings': 'Open in the admin area: Bookings (course requests)',
    'mail.officeDigest.open.orders': 'Open in the admin area: Orders',
    'mail.officeDigest.open.courses': 'Open in the admin area: Courses',
    'mail.officeDigest.listedIntro': '{listed, plural, one {The first of them} other {The first # of them}}:',
    'mail.officeDigest.item.contactMessage': 'Contact message: {summary}',
    'mail.officeDigest.item.courseRequest': 'Course request: {summary}',
    'mail.officeDigest.item.newOrder': 'New booking {summary}',
    'mail.officeDigest.item.payPalPayment': 'PayPal payment for {summary}',
    'mail.officeDigest.item.cancellationRequest': 'Cancellation request for {summary}',
    'mail.officeDigest.item.refundOwed': 'Refund owed for {summary}',
    'mail.officeDigest.item.minParticipants': 'Below its minimum: {summary}',
    'mail.officeDigest.notListed': '… and {count, plural, one {one more} other {# more}}, which you find in the admin area.',
    'mail.officeDigest.why':
      'So many notifications in a short time may also come from someone misusing the form. The limit per hour is set on the server by RATE_LIMIT_OFFICE_MAILS_PER_HOUR.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof officeDigestMailMessages)['de'], string> {}
}
