import type { Language } from '../../../context/language.js';

/** What the admins' mail actions answer, in the request's language (SPEC §8 style: a sentence to show as is). */
const TEXTS = {
  de: {
    mailNotFound: 'Diese E-Mail wurde nicht gefunden.',
    alreadySent: 'Diese E-Mail wurde bereits versendet; sie wird nicht noch einmal gesendet.',
    alreadyQueued: 'Diese E-Mail wartet bereits auf den Versand.',
    noAdminEmail: 'Für Ihr Konto ist keine E-Mail-Adresse hinterlegt. Bitte hinterlegen Sie zuerst eine E-Mail-Adresse.',
    testSent: 'Die Test-E-Mail wurde an {email} gesendet.',
    testReviewSent: 'Die Test-Einladung zur Bewertung wurde an {email} gesendet.',
    sampleCourse: 'Beispielkurs',
  },
  en: {
    mailNotFound: 'This e-mail was not found.',
    alreadySent: 'This e-mail has already been sent; it is not sent again.',
    alreadyQueued: 'This e-mail is already waiting to be sent.',
    noAdminEmail: 'Your account has no e-mail address. Please add an e-mail address first.',
    testSent: 'The test e-mail has been sent to {email}.',
    testReviewSent: 'The test review invitation has been sent to {email}.',
    sampleCourse: 'Sample course',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MailAdminTextId = keyof (typeof TEXTS)['de'];

export function mailAdminText(language: Language, id: MailAdminTextId, values: Record<string, string> = {}): string {
  return TEXTS[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
