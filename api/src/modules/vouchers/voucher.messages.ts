/** The swim voucher mails' texts: German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const voucherMailMessages = {
  de: {
    'mail.voucher.heading': 'Hallo {name},',
    'mail.voucher.participant': 'Teilnehmer',
    'mail.voucher.announcedFor': 'Schwimmgutschein angekündigt für',
    'mail.voucherPayoutReceived.subject': 'Schwimmgutschein eingegangen – Buchung {orderNumber}',
    'mail.voucherPayoutReceived.intro':
      'die Auszahlung des Schwimmgutscheins für {participant} ({amount}) ist bei uns eingegangen. Wir erstatten Ihnen die im Voraus bezahlte Kursgebühr in Höhe dieses Betrags und melden uns, sobald die Erstattung erfolgt ist.',
    'mail.voucherPayoutReceived.amount': 'Auszahlung erhalten',
    'mail.voucherRefunded.subject': 'Erstattung für Ihren Schwimmgutschein – Buchung {orderNumber}',
    'mail.voucherRefunded.intro':
      'für den Schwimmgutschein von {participant} haben wir Ihnen {amount} erstattet. Der Betrag geht auf dem Weg zurück, auf dem Sie bezahlt haben.',
    'mail.voucherRefunded.amount': 'Erstattet',
  },
  en: {
    'mail.voucher.heading': 'Hello {name},',
    'mail.voucher.participant': 'Participant',
    'mail.voucher.announcedFor': 'Swim voucher announced for',
    'mail.voucherPayoutReceived.subject': 'Swim voucher received – booking {orderNumber}',
    'mail.voucherPayoutReceived.intro':
      'the payout of the swim voucher for {participant} ({amount}) has reached us. We will refund the course fee you paid in advance up to this amount and let you know once the refund is made.',
    'mail.voucherPayoutReceived.amount': 'Payout received',
    'mail.voucherRefunded.subject': 'Refund for your swim voucher – booking {orderNumber}',
    'mail.voucherRefunded.intro':
      'for the swim voucher of {participant} we have refunded {amount} to you. The money goes back the way you paid.',
    'mail.voucherRefunded.amount': 'Refunded',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof voucherMailMessages)['de'], string> {}
}
