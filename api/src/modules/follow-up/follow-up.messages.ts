/** The texts of the follow-up mails (follow-up.mail-templates.ts), registered with them (the follow-up module's `mails`). */
export const followUpMailMessages = {
  de: {
    'mail.courseReminder.subject': 'Bald geht es los: „{course}“',
    'mail.courseReminder.heading': 'Hallo {name}, bald beginnt Ihr Kurs',
    'mail.courseReminder.intro': 'Wir freuen uns auf Sie! Der Kurs „{course}“ beginnt am {date}. Hier noch einmal alles Wichtige:',
    'mail.courseReminder.course': 'Kurs',
    'mail.courseReminder.period': '{from} bis {to}',
    'mail.courseReminder.dates': 'Termine',
    'mail.courseReminder.time': 'Uhrzeit',
    'mail.courseReminder.location': 'Ort',
    'mail.courseReminder.participants': 'Teilnehmende',
    'mail.courseReminder.order': 'Bestellung',
    'mail.courseReminder.bring': 'Bitte mitbringen:',
    'mail.courseReminder.calendar': 'Termine in den Kalender übernehmen',
    'mail.courseReminder.orderLink': 'Bestellung ansehen',
    'mail.footer.courseReminder': 'Diese Erinnerung wurde automatisch einige Tage vor Kursbeginn an die Adresse Ihrer Bestellung gesendet.',
  },
  en: {
    'mail.courseReminder.subject': 'Starting soon: "{course}"',
    'mail.courseReminder.heading': 'Hello {name}, your course starts soon',
    'mail.courseReminder.intro':
      'We look forward to seeing you! The course "{course}" starts on {date}. Here is everything important once more:',
    'mail.courseReminder.course': 'Course',
    'mail.courseReminder.period': '{from} to {to}',
    'mail.courseReminder.dates': 'Dates',
    'mail.courseReminder.time': 'Time',
    'mail.courseReminder.location': 'Place',
    'mail.courseReminder.participants': 'Participants',
    'mail.courseReminder.order': 'Order',
    'mail.courseReminder.bring': 'Please bring:',
    'mail.courseReminder.calendar': 'Add the dates to your calendar',
    'mail.courseReminder.orderLink': 'View your order',
    'mail.footer.courseReminder': 'This reminder was sent automatically a few days before the course starts to the address of your order.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof followUpMailMessages)['de'], string> {}
}
