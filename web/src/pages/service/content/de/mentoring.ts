import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Mentoring',
  headline: 'Erfahrung, die Sie auf Ihrem Weg begleitet',
  intro:
    'Neu in der Betriebsleitung oder frisch ausgebildet als Fachangestellte für Bäderbetriebe? Ein erfahrener Mentor aus unserem Team steht Ihnen über Monate zur Seite – mit Rat, Rückmeldung und offenen Ohren.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    { title: 'Sicher in der neuen Rolle', text: 'Sie lernen aus den Erfahrungen von Menschen, die seit Jahrzehnten Bäder führen.' },
    { title: 'Persönlich', text: 'Ein fester Mentor, vertrauliche Gespräche, Themen nach Ihrem Bedarf.' },
    { title: 'Netzwerk', text: 'Kontakte zu Kollegen, Fachfirmen und Behörden in der Region.' },
    { title: 'Nachhaltig', text: 'Begleitung über sechs bis zwölf Monate statt einer einmaligen Schulung.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'So läuft das Mentoring',
      items: [
        { title: 'Kennenlernen', text: 'Im ersten Gespräch klären wir Ziele, Themen und den Rhythmus der Treffen.' },
        { title: 'Regelmäßige Treffen', text: 'Monatliche Gespräche vor Ort oder per Video, dazwischen kurze Rückfragen per Telefon.' },
        {
          title: 'Praxisbegleitung',
          text: 'Auf Wunsch begleitet Sie Ihr Mentor bei Begehungen, Behördenterminen oder schwierigen Gesprächen.',
        },
      ],
    },
  ],
  closingTitle: 'Mentoring anfragen',
  closingText: 'Erzählen Sie uns, wo Sie stehen und was Sie vorhaben. Wir schlagen Ihnen einen passenden Mentor vor.',
};
