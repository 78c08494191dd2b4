/** The course requests' mails' texts: German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const courseRequestMailMessages = {
  de: {
    'mail.courseRequestNotification.subject': 'Kursanfrage: {course}',
    'mail.courseRequestNotification.heading': 'Neue Kursanfrage',
    'mail.courseRequestNotification.intro':
      '{name} fragt einen Platz im Kurs „{course}“ an. Die Anfrage steht als offene Buchung bereit; antworten Sie einfach auf diese E-Mail.',
    'mail.courseRequestAcknowledgement.subject': 'Ihre Anfrage für „{course}“ ist eingegangen',
    'mail.courseRequestAcknowledgement.heading': 'Vielen Dank für Ihre Anfrage, {name}!',
    'mail.courseRequestAcknowledgement.intro':
      'Wir haben Ihre Anfrage für den Kurs „{course}“ erhalten. Ein Platz ist damit noch nicht reserviert: Wir prüfen die Anfrage und melden uns in Kürze mit allem Weiteren bei Ihnen.',
  },
  en: {
    'mail.courseRequestNotification.subject': 'Course request: {course}',
    'mail.courseRequestNotification.heading': 'New course request',
    'mail.courseRequestNotification.intro':
      '{name} asks for a place in the course "{course}". The request is waiting as a pending booking; simply reply to this e-mail.',
    'mail.courseRequestAcknowledgement.subject': 'We have received your request for "{course}"',
    'mail.courseRequestAcknowledgement.heading': 'Thank you for your request, {name}!',
    'mail.courseRequestAcknowledgement.intro':
      'We have received your request for the course "{course}". This does not reserve a place yet: we will check the request and get back to you shortly with everything else.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof courseRequestMailMessages)['de'], string> {}
}
