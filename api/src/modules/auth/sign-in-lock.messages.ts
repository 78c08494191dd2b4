/** The sign-in lock notice's texts (to the admins): German and English, same keys; registered with the domain's mail templates (its module's `mails`). */
export const signInLockMailMessages = {
  de: {
    'mail.footer.signInLocked':
      'Diese E-Mail wurde automatisch von h2o-gersthofen.de an die Administratoren gesendet: einmal je Sperre, nicht bei jedem Versuch.',
    'mail.signInLocked.subject': 'Anmeldung als „{username}“ gesperrt: zu viele falsche Passwörter',
    'mail.signInLocked.heading': 'Jemand versucht, sich als „{username}“ anzumelden',
    'mail.signInLocked.intro':
      'Für das Konto „{username}“ wurde {failures}-mal in Folge ein falsches Passwort eingegeben, womöglich von vielen Adressen aus. Die Anmeldung mit diesem Konto ist deshalb für {minutes, plural, one {eine Minute} other {# Minuten}} gesperrt; jeder weitere Fehlversuch verdoppelt die Sperre, bis höchstens ein Versuch pro Stunde angenommen wird. Erst eine erfolgreiche Anmeldung hebt sie auf.',
    'mail.signInLocked.account': 'Konto',
    'mail.signInLocked.failures': 'Fehlversuche in Folge',
    'mail.signInLocked.lockedAt': 'Gesperrt seit',
    'mail.signInLocked.devices':
      'Auf Geräten, auf denen sich das Konto schon einmal angemeldet hat, funktioniert die Anmeldung weiterhin wie gewohnt.',
    'mail.signInLocked.advice':
      'Waren Sie das selbst, ist nichts weiter zu tun. Sonst prüfen Sie bitte, ob das Passwort lang genug ist und nirgendwo sonst verwendet wird, und ändern Sie es andernfalls.',
  },
  en: {
    'mail.footer.signInLocked':
      'This e-mail was sent automatically by h2o-gersthofen.de to the administrators: once per lock, not for every attempt.',
    'mail.signInLocked.subject': 'Sign-in as "{username}" locked: too many wrong passwords',
    'mail.signInLocked.heading': 'Someone is trying to sign in as "{username}"',
    'mail.signInLocked.intro':
      'A wrong password was entered for the account "{username}" {failures} times in a row, possibly from many addresses. Signing in with this account is therefore locked for {minutes, plural, one {one minute} other {# minutes}}; each further failed attempt doubles the lock, until at most one attempt an hour is accepted. Only a successful sign-in lifts it.',
    'mail.signInLocked.account': 'Account',
    'mail.signInLocked.failures': 'Failed attempts in a row',
    'mail.signInLocked.lockedAt': 'Locked since',
    'mail.signInLocked.devices': 'On devices where the account has signed in before, signing in keeps working as usual.',
    'mail.signInLocked.advice':
      'If that was you, there is nothing else to do. Otherwise please check that the password is long enough and not used anywhere else, and change it if not.',
  },
} as const;

declare module '../mail/mail-registry.js' {
  interface MailTexts extends Record<keyof (typeof signInLockMailMessages)['de'], string> {}
}
