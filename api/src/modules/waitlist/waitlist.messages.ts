/** The waitlist mails' texts, registered with the waitlist module's mail templates: German and English, same keys. */
export const waitlistMailMessages = {
  de: {
    'mail.footer.waitlist': 'Diese E-Mail wurde automatisch nach einer Eintragung in eine Warteliste auf h2o-gersthofen.de erstellt.',
    'mail.waitlist.leave': 'Von der Warteliste austragen',
    'mail.waitlistConfirmation.subject': 'Bitte bestätigen Sie Ihren Platz auf der Warteliste: {course}',
    'mail.waitlistConfirmation.heading': 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse',
    'mail.waitlistConfirmation.intro':
      'Sie haben sich für {places, plural, one {einen Platz} other {# Plätze}} im Kurs „{course}“ auf die Warteliste gesetzt. Bitte bestätigen Sie Ihre Adresse; erst dann stehen Sie auf der Liste und erhalten ein Angebot, sobald Plätze frei werden.',
    'mail.waitlistConfirmation.button': 'Platz auf der Warteliste bestätigen',
    'mail.waitlistConfirmation.notYou':
      'Der Link ist {days, plural, one {einen Tag} other {# Tage}} gültig. Sie haben sich nicht eingetragen? Dann ignorieren Sie diese E-Mail einfach.',
    'mail.waitlistOffer.subject': '{places, plural, one {Ein Platz ist} other {# Plätze sind}} frei geworden: {course}',
    'mail.waitlistOffer.heading': 'Gute Nachricht: {places, plural, one {Ihr Platz wartet} other {Ihre Plätze warten}} auf Sie',
    'mail.waitlistOffer.intro':
      'Im Kurs „{course}“ {places, plural, one {ist ein Platz} other {sind # Plätze}} für Sie frei geworden. Wir halten {places, plural, one {ihn} other {sie}} bis {until} für Sie bereit.',
    'mail.waitlistOffer.button': 'Jetzt buchen',
    'mail.waitlistOffer.after':
      'Buchen Sie bis {until} über den Link; danach geht das Angebot an die nächste Person auf der Warteliste. Sie möchten nicht? Auf der Seite des Links können Sie das Angebot auch ablehnen.',
  },
  en: {
    'mail.footer.waitlist': 'This e-mail was created automatically after a waitlist sign-up on h2o-gersthofen.de.',
    'mail.waitlist.leave': 'Leave the waitlist',
    'mail.waitlistConfirmation.subject': 'Please confirm your place on the waitlist: {course}',
    'mail.waitlistConfirmation.heading': 'Almost done: please confirm your e-mail address',
    'mail.waitlistConfirmation.intro':
      'You joined the waitlist of the course “{course}” for {places, plural, one {one place} other {# places}}. Please confirm your address; only then are you on the list and get an offer as soon as places come free.',
    'mail.waitlistConfirmation.button': 'Confirm my place on the waitlist',
    'mail.waitlistConfirmation.notYou':
      'The link is valid for {days, plural, one {one day} other {# days}}. You did not sign up? Then simply ignore this e-mail.',
    'mail.waitlistOffer.subject': '{places, plural, one {A place has} other {# places have}} come free: {course}',
    'mail.waitlistOffer.heading': 'Good news: your {places, plural, one {place is} other {places are}} waiting for you',
    'mail.waitlistOffer.intro':
      'In the course “{course}”, {places, plural, one {a place has} other {# places have}} come free for you. We are holding {places, plural, one {it} other {them}} for you until {until}.',
    'mail.waitlistOffer.button': 'Book now',
    'mail.waitlistOffer.after':
      "Book through the link by {until}; after that the offer goes to the next person on the waitlist. Not interested? You can also decline the offer on the link's page.",
  },
};

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof waitlistMailMessages)['de'], string> {}
}
