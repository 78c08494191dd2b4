import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Coaching',
  headline: 'Coaching für Führungskräfte und Teams im Bäderbetrieb',
  intro:
    'Schichtdienst, Saisonspitzen, Personalmangel und hohe Verantwortung: Der Alltag im Bad fordert Führungskräfte und Teams. Wir coachen Sie zu Führung, Zusammenarbeit und Organisation – mit Kenntnis der Branche.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    { title: 'Branchenkenntnis', text: 'Ihr Coach kennt den Bäderbetrieb aus eigener Erfahrung und spricht Ihre Sprache.' },
    { title: 'Konkrete Lösungen', text: 'Wir arbeiten an Ihren echten Fragen, vom Dienstplan bis zum Konflikt im Team.' },
    { title: 'Einzeln oder im Team', text: 'Einzelcoaching für Führungskräfte oder Teamcoaching für ganze Schichten.' },
    { title: 'Vertraulich', text: 'Was im Coaching besprochen wird, bleibt im Coaching.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Typische Themen',
      items: [
        { title: 'Führung', text: 'Rolle als Betriebs- oder Schichtleitung finden, Aufgaben delegieren, Entscheidungen vertreten.' },
        { title: 'Zusammenarbeit', text: 'Kommunikation zwischen Aufsicht, Technik, Kasse und Reinigung verbessern, Konflikte klären.' },
        { title: 'Organisation', text: 'Dienstpläne, Übergaben und Abläufe so gestalten, dass sie auch in der Hochsaison tragen.' },
      ],
    },
  ],
  closingTitle: 'Coaching vereinbaren',
  closingText: 'Ein erstes Gespräch ist unverbindlich. Schreiben Sie uns, worum es geht, und wir finden einen Termin.',
};
