import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Vorträge, Workshops und Seminare',
  headline: 'Weiterbildung aus der Praxis für die Praxis',
  intro:
    'Wir schulen Betriebsleitungen, Fachangestellte für Bäderbetriebe und Aufsichtskräfte – bei Ihnen vor Ort oder in Gersthofen. Unsere Referenten stehen selbst am Beckenrand und im Technikkeller.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    { title: 'Praxisnah', text: 'Beispiele, Übungen und Fälle aus dem echten Bäderbetrieb statt grauer Theorie.' },
    { title: 'Zertifiziert', text: 'Seminare mit Abschlussprüfung und Zertifikat als Nachweis für Träger und Versicherung.' },
    { title: 'Maßgeschneidert', text: 'Inhalte und Dauer passen wir an Ihr Bad, Ihre Anlagen und den Wissensstand Ihres Teams an.' },
    { title: 'Vor Ort möglich', text: 'Wir kommen zu Ihnen – Ihr Team lernt an der eigenen Anlage und fällt nicht tagelang aus.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Unsere Formate',
      items: [
        { title: 'Vorträge', text: 'Kompakte Impulse von 60 bis 90 Minuten für Teamsitzungen, Trägerversammlungen oder Fachtagungen.' },
        {
          title: 'Workshops',
          text: 'Halb- oder ganztägiges Arbeiten in kleinen Gruppen an konkreten Aufgaben, etwa der Störungssuche an der Anlage.',
        },
        {
          title: 'Seminare mit zertifiziertem Abschluss',
          text: 'Mehrtägige Schulungen mit Lernerfolgskontrolle und Zertifikat, zum Beispiel zur Badewassertechnik oder Aufsichtspflicht.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Themenbereiche',
      items: [
        {
          title: 'Badewassertechnik und Hygiene',
          text: 'Aufbereitung nach DIN 19643, Messungen, Dosierung und der Umgang mit Chlorgas und Chemikalien.',
          bullets: ['Wasseraufbereitung', 'Eigenkontrollen', 'Chemikaliensicherheit'],
        },
        {
          title: 'Sicherheit und Aufsicht',
          text: 'Aufsichtspflicht, Notfallmanagement und rechtliche Grundlagen für den sicheren Badebetrieb.',
          bullets: ['Aufsichtspflicht', 'Notfall- und Alarmpläne', 'Haftung und Recht'],
        },
        {
          title: 'Betriebsführung',
          text: 'Organisation, Personalplanung und Wirtschaftlichkeit für Betriebsleitungen und Träger.',
          bullets: ['Dienst- und Schichtplanung', 'Energie- und Kostenmanagement', 'Betriebshandbuch und Dokumentation'],
        },
      ],
    },
  ],
  closingTitle: 'Schulung für Ihr Team planen',
  closingText: 'Nennen Sie uns Thema, Teilnehmerzahl und Wunschzeitraum. Wir schicken Ihnen ein Programm und ein Angebot.',
};
