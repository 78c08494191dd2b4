/** The contact form's mails' texts: German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const contactMailMessages = {
  de: {
    'mail.contactNotification.subject': 'Kontaktanfrage: {subject}',
    'mail.contactNotification.heading': 'Neue Nachricht über das Kontaktformular',
    'mail.contactNotification.intro':
      '{name} hat über die Website geschrieben. Antworten Sie einfach auf diese E-Mail, um {name} zu erreichen.',
    'mail.contactAcknowledgement.subject': 'Wir haben Ihre Nachricht erhalten: {subject}',
    'mail.contactAcknowledgement.heading': 'Vielen Dank für Ihre Nachricht, {name}!',
    'mail.contactAcknowledgement.intro':
      'Wir haben Ihre Nachricht erhalten und melden uns in Kürze bei Ihnen. Zur Erinnerung, das haben Sie uns geschrieben:',
  },
  en: {
    'mail.contactNotification.subject': 'Contact request: {subject}',
    'mail.contactNotification.heading': 'New message from the contact form',
    'mail.contactNotification.intro': '{name} wrote through the website. Simply reply to this e-mail to reach {name}.',
    'mail.contactAcknowledgement.subject': 'We have received your message: {subject}',
    'mail.contactAcknowledgement.heading': 'Thank you for your message, {name}!',
    'mail.contactAcknowledgement.intro':
      'We have received your message and will get back to you shortly. For your records, this is what you wrote:',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof contactMailMessages)['de'], string> {}
}
