/**
 * Texts every mail may use (the business, footers, field labels, the closing line) and the mail domain's own (the
 * test mail, the review invitation), in the ICU format react-intl uses, in the shape of validation/messages.ts. Each
 * domain keeps its mails' texts beside its templates (`<noun>.messages.ts`) and registers them with its module
 * (mail-registry.ts). German is the source language; a text missing in English falls back to German (mail.render.ts).
 * Values ({name}, {subject}, …) are visitors' input: the layout escapes them, never these texts.
 */
export const sharedMailMessages = {
  de: {
    'mail.business.name': 'H2O Gersthofen',
    'mail.business.tagline': 'Schwimmschule und Bäderbetreuung in Gersthofen',
    'mail.business.hours': 'Erreichbar Montag bis Freitag 9:00–17:00 Uhr, Samstag nach Vereinbarung.',
    'mail.footer.automatic': 'Diese E-Mail wurde automatisch über das Kontaktformular von h2o-gersthofen.de erstellt.',
    'mail.footer.adminTest': 'Diese Test-E-Mail wurde aus der Verwaltung von h2o-gersthofen.de gesendet, um den E-Mail-Versand zu prüfen.',
    'mail.footer.orderPage': 'Diese E-Mail wurde automatisch über die Seite einer Buchung auf h2o-gersthofen.de erstellt.',
    'mail.field.name': 'Name',
    'mail.field.email': 'E-Mail',
    'mail.field.subject': 'Betreff',
    'mail.field.language': 'Sprache',
    'mail.field.message': 'Nachricht',
    'mail.language.de': 'Deutsch',
    'mail.language.en': 'Englisch',
    'mail.contactAcknowledgement.closing': 'Mit freundlichen Grüßen\nIhr Team von H2O Gersthofen',
    'mail.field.course': 'Kurs',
    'mail.footer.newsletterSignup': 'Diese E-Mail wurde automatisch nach einer Anmeldung zum Newsletter auf h2o-gersthofen.de erstellt.',
    'mail.footer.newsletterIssue':
      'Sie erhalten diesen Newsletter, weil Sie ihn auf h2o-gersthofen.de bestellt und Ihre Adresse bestätigt haben.',
    'mail.vat.included19': 'inkl. 19 % MwSt.',
    'mail.demo.subject': '[DEMO] {subject}',
    'mail.demo.footer':
      'DEMO: Diese E-Mail stammt aus einer Demo der Website. Buchungen, Bankverbindung und Beträge darin sind nicht echt; bitte nichts überweisen.',
    'mail.vat.smallBusiness': 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    'mail.footer.order': 'Diese E-Mail wurde automatisch nach Ihrer Buchung auf h2o-gersthofen.de erstellt.',
    'mail.footer.review': 'Diese E-Mail wurde automatisch nach Ihrem Kurs bei H2O Gersthofen erstellt. Wir fragen Sie nur einmal pro Kurs.',
    'mail.reviewInvitation.subject': 'Wie hat Ihnen „{course}“ gefallen?',
    'mail.reviewInvitation.heading': 'Hallo {name}, wie war Ihr Kurs?',
    'mail.reviewInvitation.intro':
      'Der Kurs „{course}“ ist zu Ende. Wir hoffen, er hat Ihnen und Ihren Teilnehmern Freude gemacht! Mit ein paar Worten und einer Bewertung von 1 bis 5 Sternen helfen Sie uns und anderen Familien sehr.',
    'mail.reviewInvitation.button': 'Jetzt bewerten',
    'mail.reviewInvitation.note': 'Ihre Bewertung erscheint nach einer kurzen Prüfung auf unserer Website.',
    'mail.adminTest.subject': 'Test-E-Mail von H2O Gersthofen',
    'mail.adminTest.heading': 'Der E-Mail-Versand funktioniert',
    'mail.adminTest.intro':
      'Diese Test-E-Mail hat {username} im Verwaltungsbereich angefordert. Wenn Sie sie lesen, kommen E-Mails der Website an.',
    'mail.adminTest.reviewNote':
      'Dies ist eine Test-Einladung zur Bewertung: So sieht die E-Mail aus, die Kunden nach einem abgeschlossenen Kurs erhalten.',
    'mail.adminTest.confirmIntro':
      'Bitte bestätigen Sie den Empfang: Erst dann gilt der E-Mail-Versand in der Einrichtungs-Checkliste als geprüft.',
    'mail.adminTest.confirmButton': 'Empfang bestätigen',
  },
  en: {
    'mail.business.name': 'H2O Gersthofen',
    'mail.business.tagline': 'Swimming school and pool management in Gersthofen',
    'mail.business.hours': 'Available Monday to Friday 9:00–17:00, Saturday by appointment.',
    'mail.footer.automatic': 'This e-mail was created automatically by the contact form of h2o-gersthofen.de.',
    'mail.footer.adminTest': 'This test e-mail was sent from the administration of h2o-gersthofen.de to check that sending mail works.',
    'mail.footer.orderPage': "This e-mail was created automatically from a booking's page on h2o-gersthofen.de.",
    'mail.field.name': 'Name',
    'mail.field.email': 'E-mail',
    'mail.field.subject': 'Subject',
    'mail.field.language': 'Language',
    'mail.field.message': 'Message',
    'mail.language.de': 'German',
    'mail.language.en': 'English',
    'mail.contactAcknowledgement.closing': 'Kind regards\nYour H2O Gersthofen team',
    'mail.field.course': 'Course',
    'mail.footer.newsletterSignup': 'This e-mail was created automatically after a newsletter sign-up on h2o-gersthofen.de.',
    'mail.footer.newsletterIssue': 'You receive this newsletter because you ordered it on h2o-gersthofen.de and confirmed your address.',
    'mail.vat.included19': 'incl. 19% VAT',
    'mail.demo.subject': '[DEMO] {subject}',
    'mail.demo.footer':
      'DEMO: this e-mail comes from a demo of the website. Its bookings, bank account and amounts are not real; please do not transfer any money.',
    'mail.vat.smallBusiness': 'No VAT is charged (small business, § 19 UStG).',
    'mail.footer.order': 'This e-mail was created automatically after your booking on h2o-gersthofen.de.',
    'mail.footer.review': 'This e-mail was created automatically after your course at H2O Gersthofen. We ask you only once per course.',
    'mail.reviewInvitation.subject': 'How did you like "{course}"?',
    'mail.reviewInvitation.heading': 'Hello {name}, how was your course?',
    'mail.reviewInvitation.intro':
      'The course "{course}" has ended. We hope you and your participants enjoyed it! A few words and a rating from 1 to 5 stars help us and other families a lot.',
    'mail.reviewInvitation.button': 'Write a review',
    'mail.reviewInvitation.note': 'Your review appears on our website after a short check.',
    'mail.adminTest.subject': 'Test e-mail from H2O Gersthofen',
    'mail.adminTest.heading': 'Sending e-mail works',
    'mail.adminTest.intro': "{username} asked for this test e-mail in the admin area. If you are reading it, the website's e-mails arrive.",
    'mail.adminTest.reviewNote': 'This is a test review invitation: this is what customers receive after a finished course.',
    'mail.adminTest.confirmIntro': 'Please confirm that it arrived: only then does the setup checklist count sending e-mail as checked.',
    'mail.adminTest.confirmButton': 'Confirm receipt',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>;
