import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Saisonale Ein- und Auswinterung',
  headline: 'Sicher durch den Winter, pünktlich in die Saison',
  intro:
    'Frost, Standwasser und lange Stillstände setzen einem Freibad zu. Wir winterisieren Becken und Technik fachgerecht im Herbst und bringen Ihre Anlage im Frühjahr wieder in Betrieb – geprüft, gereinigt und betriebsbereit zum Saisonstart.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    { title: 'Keine Frostschäden', text: 'Leitungen, Pumpen und Filter werden entleert oder geschützt, bevor der erste Frost kommt.' },
    { title: 'Planbarer Saisonstart', text: 'Feste Termine für Ein- und Auswinterung, damit Ihr Bad am geplanten Tag öffnet.' },
    { title: 'Werterhalt der Anlage', text: 'Konservierung und Kontrolle verlängern die Lebensdauer von Beckenauskleidung und Technik.' },
    {
      title: 'Alles dokumentiert',
      text: 'Ein Protokoll hält Zustand, Messwerte und erledigte Arbeiten fest – für Sie, den Träger und die Versicherung.',
    },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'So gehen wir vor',
      items: [
        {
          title: 'Anlagenprüfung',
          text: 'Bestandsaufnahme von Becken, Rinnen, Pumpen, Filtern und Mess- und Regeltechnik; Mängel halten wir fest, bevor die Anlage stillsteht.',
        },
        {
          title: 'Wasseraufbereitung und Konservierung',
          text: 'Wir stellen die Wasserwerte ein, geben Überwinterungsmittel zu und senken den Wasserspiegel so weit wie für Ihre Anlage richtig.',
        },
        {
          title: 'Frostschutz',
          text: 'Leitungen und Aggregate werden entleert, Eisdruckpolster gesetzt und frostgefährdete Teile ausgebaut oder gedämmt.',
        },
        {
          title: 'Leistungsoptimierung',
          text: 'Im Frühjahr nehmen wir alles wieder in Betrieb, stellen Dosierung und Umwälzung neu ein und prüfen, ob die Anlage ihre volle Leistung bringt.',
        },
      ],
    },
    {
      kind: 'list',
      title: 'Unsere Arbeiten im Überblick',
      items: [
        'Reinigung von Becken, Überlaufrinnen und Schwallwasserbehälter',
        'Rückspülen und Kontrolle der Filteranlagen',
        'Einstellen von pH-Wert und Desinfektion vor der Winterpause',
        'Zugabe von Überwinterungsmitteln gegen Algen und Kalk',
        'Absenken des Wasserspiegels und Setzen von Eisdruckpolstern',
        'Entleeren und Sichern frostgefährdeter Leitungen und Pumpen',
        'Ausbau, Einlagerung und Wiedereinbau empfindlicher Bauteile',
        'Inbetriebnahme mit Funktionsprüfung und Protokoll im Frühjahr',
      ],
    },
  ],
  closingTitle: 'Jetzt Termin für die Saison sichern',
  closingText:
    'Die Termine im Herbst und Frühjahr sind schnell vergeben. Melden Sie sich früh, dann planen wir Ein- und Auswinterung passend zu Ihrem Saisonkalender.',
};
