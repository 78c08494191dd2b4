import type { Language } from '../../context/language.js';

/** What the admins' mail actions answer, in the request's language (docs/SPEC.md §8 style: a sentence to show as is). */
const TEXTS = {
  de: {
    mailNotFound: 'Diese E-Mail wurde nicht gefunden.',
    alreadySent: 'Diese E-Mail wurde bereits versendet; sie wird nicht noch einmal gesendet.',
    alreadyQueued: 'Diese E-Mail wartet bereits auf den Versand.',
    noAdminEmail: 'Für Ihr Konto ist keine E-Mail-Adresse hinterlegt. Bitte hinterlegen Sie zuerst eine E-Mail-Adresse.',
    alreadyCaught: 'Diese E-Mail hat der eingebaute Mail-Fänger bereits abgefangen; sie wird nicht noch einmal gesendet.',
    testSent_smtp:
      'Die Test-E-Mail an {email} ist in der Warteschlange und geht über den Mailserver (SMTP_URL) hinaus. Ob er sie angenommen hat, zeigt der Postausgang.',
    testSent_catcher:
      'Die Test-E-Mail an {email} geht an den eingebauten Mail-Fänger (kein Mailserver konfiguriert): Sie wird nicht zugestellt, Sie lesen sie im Postausgang.',
    testSent_none: 'Kein Mailserver konfiguriert (SMTP_URL): Die Test-E-Mail an {email} steht im Postausgang, wird aber nicht versendet.',
    testReviewSent_smtp:
      'Die Test-Einladung zur Bewertung an {email} ist in der Warteschlange und geht über den Mailserver (SMTP_URL) hinaus. Ob er sie angenommen hat, zeigt der Postausgang.',
    testReviewSent_catcher:
      'Die Test-Einladung zur Bewertung an {email} geht an den eingebauten Mail-Fänger (kein Mailserver konfiguriert): Sie wird nicht zugestellt, Sie lesen sie im Postausgang.',
    testReviewSent_none:
      'Kein Mailserver konfiguriert (SMTP_URL): Die Test-Einladung zur Bewertung an {email} steht im Postausgang, wird aber nicht versendet.',
    sampleCourse: 'Beispielkurs',
  },
  en: {
    mailNotFound: 'This e-mail was not found.',
    alreadySent: 'This e-mail has already been sent; it is not sent again.',
    alreadyQueued: 'This e-mail is already waiting to be sent.',
    noAdminEmail: 'Your account has no e-mail address. Please add an e-mail address first.',
    alreadyCaught: 'The built-in mail catcher has already caught this e-mail; it is not sent again.',
    testSent_smtp:
      'The test e-mail to {email} is queued and goes out through the mail server (SMTP_URL). The outbox shows whether it accepted it.',
    testSent_catcher:
      'The test e-mail to {email} goes to the built-in mail catcher (no mail server configured): it is not delivered; read it in the outbox.',
    testSent_none: 'No mail server configured (SMTP_URL): the test e-mail to {email} is in the outbox but will not be sent.',
    testReviewSent_smtp:
      'The test review invitation to {email} is queued and goes out through the mail server (SMTP_URL). The outbox shows whether it accepted it.',
    testReviewSent_catcher:
      'The test review invitation to {email} goes to the built-in mail catcher (no mail server configured): it is not delivered; read it in the outbox.',
    testReviewSent_none:
      'No mail server configured (SMTP_URL): the test review invitation to {email} is in the outbox but will not be sent.',
    sampleCourse: 'Sample course',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MailAdminTextId = keyof (typeof TEXTS)['de'];

export function mailAdminText(language: Language, id: MailAdminTextId, values: Record<string, string> = {}): string {
  return TEXTS[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
