import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Technische Bäderbetreuung',
  headline: 'Technik, die Ihr Bad zuverlässig am Laufen hält',
  intro:
    'Von der Umwälzpumpe bis zur Chlordosierung: Wir betreuen die Badewasser- und Gebäudetechnik Ihres Hallen- oder Freibads, damit der Betrieb sicher, hygienisch und wirtschaftlich bleibt – mit festen Ansprechpartnern aus Gersthofen.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    {
      title: 'Ressourcenoptimierung',
      text: 'Wasser, Chemikalien und Personal gezielt einsetzen: Wir stimmen Filterspülungen, Dosierung und Betriebszeiten auf Ihre tatsächliche Besucherlast ab.',
    },
    {
      title: 'Kosteneffizienz',
      text: 'Vorbeugende Wartung vermeidet teure Ausfälle und Notdiensteinsätze; planbare Kosten statt Überraschungen in der Hauptsaison.',
    },
    {
      title: 'Risikomanagement',
      text: 'Wir erkennen Schwachstellen an Anlage und Hygiene früh und dokumentieren Prüfungen so, dass Sie gegenüber Gesundheitsamt und Versicherung auf der sicheren Seite sind.',
    },
    {
      title: 'Prozessoptimierung',
      text: 'Klare Abläufe für Kontrollgänge, Messungen und Störungen – abgestimmt mit Ihrem Personal und in Ihrem Betriebshandbuch festgehalten.',
    },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Unsere Leistungen',
      intro: 'Fünf Bausteine, einzeln oder als Gesamtpaket – je nachdem, was Ihr Team selbst abdeckt.',
      items: [
        {
          title: 'Wartung und Inspektion',
          text: 'Regelmäßige Inspektion von Pumpen, Filtern, Armaturen und Lüftungsanlagen nach Wartungsplan, mit Protokoll und Mängelliste.',
        },
        {
          title: 'Wasseraufbereitung',
          text: 'Einstellung und Kontrolle von Flockung, Filtration und Desinfektion nach DIN 19643, damit die Wasserwerte in jedem Becken stimmen.',
        },
        {
          title: 'Energiemanagement',
          text: 'Analyse von Wärme-, Strom- und Wasserverbrauch, Regelung von Umwälzung und Beckenabdeckung und Vorschläge für wirtschaftliche Nachrüstungen.',
        },
        {
          title: 'Qualitätskontrolle',
          text: 'Eigenkontrollen der Wasserqualität, Abstimmung mit dem Labor und lückenlose Dokumentation für das Gesundheitsamt.',
        },
        {
          title: 'Anlagenüberwachung',
          text: 'Überwachung von Mess- und Regeltechnik, Auswertung von Störmeldungen und schnelle Hilfe, bevor aus einer Störung ein Schließtag wird.',
        },
      ],
    },
  ],
  closingTitle: 'Sprechen wir über Ihre Anlage',
  closingText:
    'Erzählen Sie uns, wie Ihr Bad aufgebaut ist und wo es hakt. Wir machen einen Termin vor Ort und schlagen Ihnen einen passenden Betreuungsumfang vor.',
};
