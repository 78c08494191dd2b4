/** The newsletter's mails' texts (the double opt-in and the issues): German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const newsletterMailMessages = {
  de: {
    'mail.newsletterConfirmation.subject': 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter',
    'mail.newsletterConfirmation.heading': 'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung',
    'mail.newsletterConfirmation.intro':
      'Sie haben sich auf h2o-gersthofen.de für den Newsletter von H2O Gersthofen angemeldet. Bitte bestätigen Sie Ihre E-Mail-Adresse; erst dann senden wir Ihnen den Newsletter.',
    'mail.newsletterConfirmation.button': 'Anmeldung bestätigen',
    'mail.newsletterConfirmation.notYou':
      'Der Link ist {days, plural, one {einen Tag} other {# Tage}} gültig. Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie keinen Newsletter.',
    'mail.newsletter.unsubscribe': 'Newsletter abbestellen',
    'mail.newsletter.readMore': 'Weiterlesen',
    'mail.newsletter.testPrefix': '[Test]',
  },
  en: {
    'mail.newsletterConfirmation.subject': 'Please confirm your newsletter subscription',
    'mail.newsletterConfirmation.heading': 'Almost done: please confirm your subscription',
    'mail.newsletterConfirmation.intro':
      'You signed up for the H2O Gersthofen newsletter on h2o-gersthofen.de. Please confirm your e-mail address; only then will we send you the newsletter.',
    'mail.newsletterConfirmation.button': 'Confirm subscription',
    'mail.newsletterConfirmation.notYou':
      'The link is valid for {days, plural, one {one day} other {# days}}. You did not sign up? Then simply ignore this e-mail: without confirmation you will not receive any newsletter.',
    'mail.newsletter.unsubscribe': 'Unsubscribe from the newsletter',
    'mail.newsletter.readMore': 'Read more',
    'mail.newsletter.testPrefix': '[Test]',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof newsletterMailMessages)['de'], string> {}
}
