/** The staff accounts' mail texts, registered with the users module's mail templates: German and English, same keys. */
export const accountMailMessages = {
  de: {
    'mail.footer.account': 'Diese E-Mail wurde automatisch von h2o-gersthofen.de zu Ihrem Mitarbeiterkonto gesendet.',
    'mail.staffInvitation.subject': 'Einladung in das Team von H2O Gersthofen',
    'mail.staffInvitation.heading': 'Willkommen im Team',
    'mail.staffInvitation.intro':
      '{invitedBy} lädt Sie in den Verwaltungsbereich von h2o-gersthofen.de ein, als {role, select, admin {Administrator/in (alle Rechte)} staff {Mitarbeiter/in (Kurse, Bestellungen, Teilnehmer, Anfragen, Bewertungen)} trainer {Trainer/in (Teilnehmer und Anwesenheit der eigenen Kurse)} other {{role}}}. Wählen Sie über den Link einen Benutzernamen und ein Passwort.',
    'mail.staffInvitation.button': 'Einladung annehmen',
    'mail.staffInvitation.validity':
      'Der Link ist {days, plural, one {einen Tag} other {# Tage}} gültig und funktioniert nur einmal. Sie erwarten keine Einladung? Dann ignorieren Sie diese E-Mail einfach.',
    'mail.passwordReset.subject': 'Neues Passwort für h2o-gersthofen.de',
    'mail.passwordReset.heading': 'Passwort zurücksetzen',
    'mail.passwordReset.intro': 'Für das Konto „{username}“ wurde ein neues Passwort angefordert. Über den Link wählen Sie es.',
    'mail.passwordReset.button': 'Neues Passwort wählen',
    'mail.passwordReset.validity':
      'Der Link ist {minutes, plural, one {eine Minute} other {# Minuten}} gültig und funktioniert nur einmal. Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt, wie es ist.',
    'mail.passwordChanged.subject': 'Ihr Passwort wurde geändert',
    'mail.passwordChanged.heading': 'Passwort geändert',
    'mail.passwordChanged.intro':
      'Das Passwort des Kontos „{username}“ wurde am {changedAt} geändert. Alle anderen Sitzungen des Kontos wurden dabei beendet.',
    'mail.passwordChanged.notYou':
      'Waren Sie das nicht? Dann setzen Sie das Passwort sofort zurück und informieren Sie die Administration.',
    'mail.passwordChanged.reset': 'Passwort zurücksetzen',
  },
  en: {
    'mail.footer.account': 'This e-mail was sent automatically by h2o-gersthofen.de about your staff account.',
    'mail.staffInvitation.subject': 'Invitation to the H2O Gersthofen team',
    'mail.staffInvitation.heading': 'Welcome to the team',
    'mail.staffInvitation.intro':
      '{invitedBy} invites you to the back office of h2o-gersthofen.de as {role, select, admin {an administrator (all rights)} staff {staff (courses, orders, participants, requests, reviews)} trainer {a trainer (participants and attendance of your own courses)} other {{role}}}. Choose a username and a password through the link.',
    'mail.staffInvitation.button': 'Accept the invitation',
    'mail.staffInvitation.validity':
      'The link works for {days, plural, one {one day} other {# days}} and only once. Not expecting an invitation? Then simply ignore this e-mail.',
    'mail.passwordReset.subject': 'A new password for h2o-gersthofen.de',
    'mail.passwordReset.heading': 'Reset your password',
    'mail.passwordReset.intro': 'A new password was requested for the account "{username}". Choose it through the link.',
    'mail.passwordReset.button': 'Choose a new password',
    'mail.passwordReset.validity':
      'The link works for {minutes, plural, one {one minute} other {# minutes}} and only once. Did not ask for it? Then ignore this e-mail; your password stays as it is.',
    'mail.passwordChanged.subject': 'Your password was changed',
    'mail.passwordChanged.heading': 'Password changed',
    'mail.passwordChanged.intro':
      'The password of the account "{username}" was changed on {changedAt}. All other sessions of the account were ended.',
    'mail.passwordChanged.notYou': 'Was that not you? Then reset the password at once and tell the administrators.',
    'mail.passwordChanged.reset': 'Reset the password',
  },
};

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof accountMailMessages)['de'], string> {}
}
