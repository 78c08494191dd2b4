import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Aufsichtspersonal',
  headline: 'Qualifizierte Badeaufsicht, wenn Sie sie brauchen',
  intro:
    'Ob Personalengpass in der Hauptsaison, Veranstaltung oder dauerhafte Unterstützung: Wir stellen ausgebildete Rettungsschwimmer und Fachkräfte für die Wasseraufsicht in öffentlichen, Hotel- und Vereinsbädern.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    {
      title: 'Geprüfte Qualifikation',
      text: 'Alle Kräfte haben mindestens das Deutsche Rettungsschwimmabzeichen Silber und eine aktuelle Erste-Hilfe-Ausbildung.',
    },
    { title: 'Flexibel einsetzbar', text: 'Einzelne Schichten, Wochenenden oder die ganze Saison – kurzfristig auch bei Ausfällen.' },
    {
      title: 'Rechtssicherheit',
      text: 'Die Aufsicht folgt den Regeln der DGUV und Ihrer Haus- und Badeordnung; die Einsätze sind dokumentiert.',
    },
    { title: 'Eingespielte Teams', text: 'Feste Ansprechpartner und wiederkehrende Kräfte, die Ihr Bad und Ihre Abläufe kennen.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Unsere Expertise',
      items: [
        {
          title: 'Wasseraufsicht',
          text: 'Aufmerksame Beckenaufsicht mit klarer Raumaufteilung.',
          bullets: [
            'Aufsicht an Schwimmer-, Nichtschwimmer- und Sprungbereich',
            'Überwachung von Rutschen und Attraktionen',
            'Durchsetzen der Haus- und Badeordnung',
            'Übergabe und Dokumentation jeder Schicht',
          ],
        },
        {
          title: 'Rettung und Erste Hilfe',
          text: 'Im Ernstfall zählt jede Sekunde.',
          bullets: [
            'Rettungsschwimmabzeichen Silber oder Gold',
            'Erste Hilfe und Herz-Lungen-Wiederbelebung',
            'Umgang mit AED und Sauerstoffgerät',
            'Zusammenarbeit mit Rettungsdienst und Notarzt',
          ],
        },
        {
          title: 'Veranstaltungen',
          text: 'Sicherheit für besondere Anlässe im und am Wasser.',
          bullets: [
            'Schwimmwettkämpfe und Vereinsfeste',
            'Kindergeburtstage und Ferienprogramme',
            'Nacht- und Themenschwimmen',
            'Sicherheitskonzept vorab abgestimmt',
          ],
        },
        {
          title: 'Prävention',
          text: 'Unfälle vermeiden, bevor sie passieren.',
          bullets: [
            'Gefahrenstellen erkennen und melden',
            'Ansprache von Badegästen mit Augenmaß',
            'Kontrolle der Rettungsgeräte vor Schichtbeginn',
            'Mitwirkung an Notfall- und Alarmplänen',
          ],
        },
      ],
    },
  ],
  closingTitle: 'Personal für Ihre Saison anfragen',
  closingText:
    'Sagen Sie uns, für welche Zeiten und welches Bad Sie Aufsicht brauchen. Wir melden uns mit einem konkreten Einsatzvorschlag.',
};
