import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Gefährdungsbeurteilungen',
  headline: 'Gefahren erkennen, bevor etwas passiert',
  intro:
    'Jeder Bäderbetrieb muss die Gefährdungen für Beschäftigte und Badegäste beurteilen und dokumentieren. Wir erstellen Ihre Gefährdungsbeurteilungen systematisch – für Becken, Technik, Gefahrstoffe und Arbeitsplätze.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    {
      title: 'Gesetzliche Pflicht erfüllt',
      text: 'Beurteilungen nach Arbeitsschutzgesetz, Gefahrstoff- und Betriebssicherheitsverordnung.',
    },
    { title: 'Weniger Unfälle', text: 'Konkrete Maßnahmen senken das Risiko für Team und Badegäste messbar.' },
    { title: 'Fachkundiger Blick', text: 'Wir kennen die typischen Gefahren im Bad, von Rutschflächen bis Chlorgasanlage.' },
    { title: 'Prüfsichere Dokumentation', text: 'Übersichtliche Unterlagen für Berufsgenossenschaft, Gesundheitsamt und Versicherung.' },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'Unser Vorgehen',
      items: [
        { title: 'Begehung', text: 'Wir sehen uns Badehalle, Außenbereich, Technik und Arbeitsplätze gemeinsam mit Ihnen an.' },
        { title: 'Beurteilung', text: 'Jede Gefährdung wird nach Wahrscheinlichkeit und Schwere bewertet.' },
        { title: 'Maßnahmen', text: 'Wir schlagen technische, organisatorische und persönliche Schutzmaßnahmen mit Fristen vor.' },
        {
          title: 'Wirksamkeitskontrolle',
          text: 'Nach der Umsetzung prüfen wir, ob die Maßnahmen greifen, und schreiben die Beurteilung fort.',
        },
      ],
    },
    {
      kind: 'list',
      title: 'Was wir beurteilen',
      items: [
        'Becken, Sprunganlagen und Wasserrutschen',
        'Lauf- und Nassbereiche mit Rutschgefahr',
        'Chlorgas- und Chemikalienlager',
        'Technikräume und Elektroanlagen',
        'Arbeitsplätze an Kasse, Aufsicht und Reinigung',
        'Alleinarbeit und Nachtbetrieb',
        'Veranstaltungen und Sonderbetrieb',
        'Psychische Belastungen der Beschäftigten',
      ],
    },
  ],
  closingTitle: 'Gefährdungsbeurteilung beauftragen',
  closingText:
    'Schreiben Sie uns, welche Bereiche beurteilt werden sollen. Wir schätzen den Aufwand ein und nennen Ihnen einen Termin für die Begehung.',
};
