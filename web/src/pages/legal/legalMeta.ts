import type { Language } from '../../i18n/languageChoice';

export type LegalDocumentName = 'IMPRINT' | 'PRIVACY' | 'TERMS';

/**
 * Each legal page's title and search-result snippet per language. The text itself is staff's Markdown, rendered on
 * the server (api/src/modules/legal); these stay with the page, as its name in menus and results.
 */
export const LEGAL_META: Record<LegalDocumentName, Record<Language, { title: string; description: string }>> = {
  IMPRINT: {
    de: {
      title: 'Impressum',
      description:
        'Impressum von H2O Gersthofen: Anbieterkennzeichnung nach § 5 DDG, Kontakt, inhaltlich Verantwortlicher und Hinweis zur Verbraucherstreitbeilegung.',
    },
    en: {
      title: 'Imprint',
      description:
        'Imprint of H2O Gersthofen: provider identification under § 5 DDG, contact, person responsible for content and a note on consumer dispute resolution.',
    },
  },
  PRIVACY: {
    de: {
      title: 'Datenschutzerklärung',
      description:
        'Welche personenbezogenen Daten H2O Gersthofen bei Kursbuchung, Kontakt, Bewertung und Newsletter verarbeitet, warum, wie lange – und Ihre Rechte nach der DSGVO.',
    },
    en: {
      title: 'Privacy policy',
      description:
        'Which personal data H2O Gersthofen processes for course bookings, contact, reviews and the newsletter, why, for how long – and your rights under the GDPR.',
    },
  },
  TERMS: {
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'AGB von H2O Gersthofen für Schwimmkurse: Buchung, Zahlung, keine Stornierung nach dem Kauf, Kursabsage mit voller Erstattung, Gutscheine und Teilnahme.',
    },
    en: {
      title: 'Terms and conditions',
      description:
        'Terms of H2O Gersthofen for swimming courses: booking, payment, no cancellation after purchase, course cancellation with full refund, vouchers and participation.',
    },
  },
};
