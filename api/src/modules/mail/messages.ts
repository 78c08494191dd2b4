/**
 * Texts of the mails, in the ICU format react-intl uses, in the shape of validation/messages.ts (so
 * the web client can merge them into its catalogues, e.g. for the admins' outbox view). German is the
 * source language; a text missing in English falls back to German (mail.render.ts).
 * Values ({name}, {subject}, …) are visitors' input: the layout escapes them, never these texts.
 */
export const mailCatalogue = {
  de: {
    'mail.business.name': 'H2O Gersthofen',
    'mail.business.tagline': 'Schwimmschule und Bäderbetreuung in Gersthofen',
    'mail.business.hours': 'Erreichbar Montag bis Freitag 9:00–17:00 Uhr, Samstag nach Vereinbarung.',
    'mail.footer.automatic': 'Diese E-Mail wurde automatisch über das Kontaktformular von h2o-gersthofen.de erstellt.',
    'mail.field.name': 'Name',
    'mail.field.email': 'E-Mail',
    'mail.field.subject': 'Betreff',
    'mail.field.language': 'Sprache',
    'mail.field.message': 'Nachricht',
    'mail.language.de': 'Deutsch',
    'mail.language.en': 'Englisch',
    'mail.contactNotification.subject': 'Kontaktanfrage: {subject}',
    'mail.contactNotification.heading': 'Neue Nachricht über das Kontaktformular',
    'mail.contactNotification.intro': '{name} hat über die Website geschrieben. Antworten Sie einfach auf diese E-Mail, um {name} zu erreichen.',
    'mail.contactAcknowledgement.subject': 'Wir haben Ihre Nachricht erhalten: {subject}',
    'mail.contactAcknowledgement.heading': 'Vielen Dank für Ihre Nachricht, {name}!',
    'mail.contactAcknowledgement.intro': 'Wir haben Ihre Nachricht erhalten und melden uns in Kürze bei Ihnen. Zur Erinnerung, das haben Sie uns geschrieben:',
    'mail.contactAcknowledgement.closing': 'Mit freundlichen Grüßen\nIhr Team von H2O Gersthofen',
    'mail.field.course': 'Kurs',
    'mail.courseRequestNotification.subject': 'Kursanfrage: {course}',
    'mail.courseRequestNotification.heading': 'Neue Kursanfrage',
    'mail.courseRequestNotification.intro': '{name} fragt einen Platz im Kurs „{course}“ an. Die Anfrage steht als offene Buchung bereit; antworten Sie einfach auf diese E-Mail.',
    'mail.courseRequestAcknowledgement.subject': 'Ihre Anfrage für „{course}“ ist eingegangen',
    'mail.courseRequestAcknowledgement.heading': 'Vielen Dank für Ihre Anfrage, {name}!',
    'mail.courseRequestAcknowledgement.intro': 'Wir haben Ihre Anfrage für den Kurs „{course}“ erhalten. Ein Platz ist damit noch nicht reserviert: Wir prüfen die Anfrage und melden uns in Kürze mit allem Weiteren bei Ihnen.',
  },
  en: {
    'mail.business.name': 'H2O Gersthofen',
    'mail.business.tagline': 'Swimming school and pool management in Gersthofen',
    'mail.business.hours': 'Available Monday to Friday 9:00–17:00, Saturday by appointment.',
    'mail.footer.automatic': 'This e-mail was created automatically by the contact form of h2o-gersthofen.de.',
    'mail.field.name': 'Name',
    'mail.field.email': 'E-mail',
    'mail.field.subject': 'Subject',
    'mail.field.language': 'Language',
    'mail.field.message': 'Message',
    'mail.language.de': 'German',
    'mail.language.en': 'English',
    'mail.contactNotification.subject': 'Contact request: {subject}',
    'mail.contactNotification.heading': 'New message from the contact form',
    'mail.contactNotification.intro': '{name} wrote through the website. Simply reply to this e-mail to reach {name}.',
    'mail.contactAcknowledgement.subject': 'We have received your message: {subject}',
    'mail.contactAcknowledgement.heading': 'Thank you for your message, {name}!',
    'mail.contactAcknowledgement.intro': 'We have received your message and will get back to you shortly. For your records, this is what you wrote:',
    'mail.contactAcknowledgement.closing': 'Kind regards\nYour H2O Gersthofen team',
    'mail.field.course': 'Course',
    'mail.courseRequestNotification.subject': 'Course request: {course}',
    'mail.courseRequestNotification.heading': 'New course request',
    'mail.courseRequestNotification.intro': '{name} asks for a place in the course "{course}". The request is waiting as a pending booking; simply reply to this e-mail.',
    'mail.courseRequestAcknowledgement.subject': 'We have received your request for "{course}"',
    'mail.courseRequestAcknowledgement.heading': 'Thank you for your request, {name}!',
    'mail.courseRequestAcknowledgement.intro': 'We have received your request for the course "{course}". This does not reserve a place yet: we will check the request and get back to you shortly with everything else.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>;

export type MailMessageId = keyof (typeof mailCatalogue)['de'];
