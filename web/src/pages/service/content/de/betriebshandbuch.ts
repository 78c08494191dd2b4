import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Betriebshandbuch',
  headline: 'Ihr Betriebshandbuch: vollständig, aktuell und gelebt',
  intro:
    'Das Betriebshandbuch regelt, wer in Ihrem Bad was wann tut – von der Wasseraufsicht bis zum Chlorgasalarm. Wir erstellen es nach den geltenden Regeln und halten es mit Ihnen aktuell.',
  benefitsTitle: 'Ihre Vorteile',
  benefits: [
    { title: 'Klare Zuständigkeiten', text: 'Aufgaben, Vertretungen und Befugnisse sind eindeutig geregelt – auch in der Urlaubszeit.' },
    {
      title: 'Rechtssicherheit',
      text: 'Aufbau und Inhalte orientieren sich an DGfdB-Richtlinien, DGUV-Regeln und den Vorgaben Ihres Trägers.',
    },
    { title: 'Schnell eingearbeitet', text: 'Neue Mitarbeitende finden Abläufe und Anweisungen an einer Stelle.' },
    { title: 'Immer aktuell', text: 'Wir überprüfen das Handbuch jährlich und nach jeder Änderung an Anlage oder Organisation.' },
  ],
  sections: [
    {
      kind: 'steps',
      title: 'So entsteht Ihr Handbuch',
      items: [
        {
          title: 'Bestandsaufnahme',
          text: 'Begehung des Bades, Sichtung vorhandener Unterlagen und Gespräche mit Betriebsleitung und Team.',
        },
        { title: 'Entwurf', text: 'Wir schreiben die Kapitel auf Ihr Bad zugeschnitten und stimmen sie mit Ihnen ab.' },
        { title: 'Einführung', text: 'Wir stellen das Handbuch Ihrem Team vor und schulen die wichtigsten Abläufe.' },
        { title: 'Pflege', text: 'Jährliche Überprüfung und Anpassung nach Umbauten, neuen Vorschriften oder Vorfällen.' },
      ],
    },
    {
      kind: 'list',
      title: 'Was das Handbuch enthält',
      items: [
        'Organisation, Zuständigkeiten und Vertretungen',
        'Haus- und Badeordnung',
        'Aufsichts- und Schichtpläne',
        'Notfall- und Alarmpläne',
        'Betriebsanweisungen für Technik und Gefahrstoffe',
        'Reinigungs- und Hygienepläne',
        'Prüf- und Wartungsfristen',
        'Unterweisungsnachweise',
      ],
    },
  ],
  closingTitle: 'Betriebshandbuch anfragen',
  closingText:
    'Ob neues Handbuch oder Überarbeitung eines bestehenden: Schreiben Sie uns, wir melden uns mit einem Vorschlag für das Vorgehen.',
};
