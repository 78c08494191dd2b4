import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The trainer's phone view: their courses today and this week, attendance, notes and badges. */
export const trainerMessages = defineMessages<{
  title: None;
  today: None;
  thisWeek: None;
  noneToday: None;
  noneThisWeek: None;
  participants: { count: number };
  allCourses: None;
  session: None;
  present: None;
  absent: None;
  presentCount: { present: number; total: number };
  note: None;
  noteHint: None;
  badges: None;
  pending: None;
  pendingCount: { count: number };
  sendingCount: { count: number };
  throttled: { count: number; seconds: number };
  headerTitle: None;
  allSent: None;
  offline: None;
  refused: { message: string };
  signIn: None;
  signInLink: None;
  notTrainer: None;
  noParticipants: None;
  noSessions: None;
  loadFailed: None;
}>({
  title: { id: 'admin.trainer.title', defaultMessage: 'Meine Kurse', description: "Heading of the trainer's phone view" },
  today: { id: 'admin.trainer.today', defaultMessage: 'Heute', description: 'Heading: courses with a session today' },
  thisWeek: { id: 'admin.trainer.thisWeek', defaultMessage: 'Diese Woche', description: 'Heading: courses with a session this week' },
  noneToday: { id: 'admin.trainer.noneToday', defaultMessage: 'Heute keine Kurse.', description: 'No session today' },
  noneThisWeek: { id: 'admin.trainer.noneThisWeek', defaultMessage: 'Diese Woche keine Kurse.', description: 'No session this week' },
  participants: {
    id: 'admin.trainer.participants',
    defaultMessage: '{count, plural, one {# Kind} other {# Kinder}}',
    description: 'Number of participants of a course',
  },
  allCourses: { id: 'admin.trainer.allCourses', defaultMessage: 'Alle Kurse', description: 'Back link from a course to the list' },
  session: { id: 'admin.trainer.session', defaultMessage: 'Termin', description: 'Label of the session chooser' },
  present: { id: 'admin.trainer.present', defaultMessage: 'Da', description: 'Toggle: the child is present' },
  absent: { id: 'admin.trainer.absent', defaultMessage: 'Fehlt', description: 'Toggle: the child is absent' },
  presentCount: {
    id: 'admin.trainer.presentCount',
    defaultMessage: '{present} von {total} da',
    description: 'How many children are marked present',
  },
  note: { id: 'admin.trainer.note', defaultMessage: 'Notiz', description: 'Label of the note on a child' },
  noteHint: {
    id: 'admin.trainer.noteHint',
    defaultMessage: 'Nur für Trainer sichtbar, nie für die Eltern.',
    description: 'Who sees the note',
  },
  badges: { id: 'admin.trainer.badges', defaultMessage: 'Abzeichen', description: 'Label of the badge toggles' },
  pending: {
    id: 'admin.trainer.pending',
    defaultMessage: 'Noch nicht gesendet',
    description: "A child's mark is kept on the phone, not yet on the server",
  },
  pendingCount: {
    id: 'admin.trainer.pendingCount',
    defaultMessage:
      '{count, plural, one {# Eintrag} other {# Einträge}} noch nicht gesendet – wird gesendet, sobald die Verbindung zurück ist.',
    description: 'Marks kept on the phone while offline',
  },
  sendingCount: {
    id: 'admin.trainer.sendingCount',
    defaultMessage: '{count, plural, one {# Eintrag wird} other {# Einträge werden}} gesendet …',
    description: 'Marks on their way to the server (online)',
  },
  throttled: {
    id: 'admin.trainer.throttled',
    defaultMessage:
      'Viele Einträge in kurzer Zeit: {count, plural, one {# Eintrag wartet auf dem Handy und wird} other {# Einträge warten auf dem Handy und werden}} in {seconds, plural, one {# Sekunde} other {# Sekunden}} gesendet. Die Verbindung ist in Ordnung.',
    description: 'The server asked to slow down (429): the marks are kept and sent after the pause; the connection is fine',
  },
  headerTitle: {
    id: 'admin.trainer.headerTitle',
    defaultMessage: 'Trainer',
    description: "The trainer page's header, after the school's name",
  },
  allSent: { id: 'admin.trainer.allSent', defaultMessage: 'Alles gespeichert.', description: 'Every mark is on the server' },
  offline: { id: 'admin.trainer.offline', defaultMessage: 'Keine Verbindung', description: 'The phone is offline' },
  refused: { id: 'admin.trainer.refused', defaultMessage: 'Nicht gespeichert: {message}', description: 'The server refused marks' },
  signIn: { id: 'admin.trainer.signIn', defaultMessage: 'Bitte melden Sie sich an, um Ihre Kurse zu sehen.', description: 'Not signed in' },
  signInLink: { id: 'admin.trainer.signInLink', defaultMessage: 'Zur Anmeldung', description: 'Link to the sign-in page' },
  notTrainer: {
    id: 'admin.trainer.notTrainer',
    defaultMessage: 'Diese Ansicht ist für Trainer und Administratoren.',
    description: 'Signed in with another role',
  },
  noParticipants: {
    id: 'admin.trainer.noParticipants',
    defaultMessage: 'Noch keine Kinder angemeldet.',
    description: 'The course has no participants',
  },
  noSessions: {
    id: 'admin.trainer.noSessions',
    defaultMessage: 'Für diesen Kurs stehen keine Termine fest.',
    description: 'The course has no session days',
  },
  loadFailed: { id: 'admin.trainer.loadFailed', defaultMessage: 'Die Kurse konnten nicht geladen werden.', description: 'Loading failed' },
});
