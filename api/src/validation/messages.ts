/**
 * Texts of the validation messages, in the ICU format react-intl uses. The one home of these texts:
 * the web client merges them into its catalogues, the API uses them for `UserError.message`.
 * German is the source language (SPEC §5 wording).
 */
export const validationCatalogue = {
  de: {
    'validation.required': 'Dieses Feld ist erforderlich.',
    'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'validation.tooShort': 'Bitte geben Sie mindestens {min} Zeichen ein.',
    'validation.tooLong': 'Bitte geben Sie höchstens {max} Zeichen ein.',
    'validation.invalidCharacters': 'Dieses Feld enthält unzulässige Zeichen.',
    'validation.privacyRequired': 'Sie müssen die Datenschutzerklärung akzeptieren.',
    'validation.tooManyWords': 'Bitte geben Sie höchstens {max} Suchbegriffe ein.',
    'validation.ratingRequired': 'Bitte wählen Sie eine Bewertung.',
    'validation.courseNotFound': 'Diesen Kurs gibt es nicht (mehr).',
    'validation.courseFull': 'Dieser Kurs ist leider ausgebucht.',
    'validation.courseStarted': 'Dieser Kurs hat bereits begonnen und kann nicht mehr angefragt werden.',
    'validation.courseEnded': 'Dieser Kurs ist bereits beendet.',
    'validation.rejected': 'Ihre Eingabe wurde als automatisch erkannt und nicht gesendet. Bitte lassen Sie das versteckte Feld leer.',
    'validation.invalidCredentials': 'Anmeldung fehlgeschlagen: Bitte überprüfen Sie Ihren Benutzernamen und Ihr Passwort.',
    'validation.signInThrottled': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes, plural, one {einer Minute} other {# Minuten}} erneut.',
    'validation.signInRequired': 'Bitte melden Sie sich an.',
    'validation.adminOnly': 'Dazu sind Sie nicht berechtigt.',
    'validation.linkInvalid': 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
    'validation.linkExpired': 'Dieser Link ist abgelaufen. Bitte melden Sie sich erneut an, dann senden wir Ihnen einen neuen Link.',
    'validation.courseUnavailable': 'Dieser Kurs ist nicht mehr verfügbar.',
    'validation.cartQuantity': 'Bitte wählen Sie 1 bis {max} Plätze.',
    'validation.notInCart': 'Dieser Eintrag ist nicht (mehr) in Ihrem Warenkorb.',
  },
  en: {
    'validation.required': 'This field is required.',
    'validation.email': 'Please enter a valid email address.',
    'validation.tooShort': 'Please enter at least {min} characters.',
    'validation.tooLong': 'Please enter at most {max} characters.',
    'validation.invalidCharacters': 'This field contains characters that are not allowed.',
    'validation.privacyRequired': 'You must accept the privacy policy.',
    'validation.tooManyWords': 'Please enter at most {max} search words.',
    'validation.ratingRequired': 'Please select a rating.',
    'validation.courseNotFound': 'This course does not exist (any more).',
    'validation.courseFull': 'Sorry, this course is fully booked.',
    'validation.courseStarted': 'This course has already started and can no longer be requested.',
    'validation.courseEnded': 'This course has already ended.',
    'validation.rejected': 'Your entry looked automated and was not sent. Please leave the hidden field empty.',
    'validation.invalidCredentials': 'Login failed: Please check your username and password.',
    'validation.signInThrottled': 'Too many failed sign-in attempts. Please try again in {minutes, plural, one {one minute} other {# minutes}}.',
    'validation.signInRequired': 'Please sign in.',
    'validation.adminOnly': 'You are not allowed to do this.',
    'validation.linkInvalid': 'This link is not valid. Please check that you copied it completely from the e-mail.',
    'validation.linkExpired': 'This link has expired. Please sign up again and we will send you a new link.',
    'validation.courseUnavailable': 'Course no longer available.',
    'validation.cartQuantity': 'Please choose from 1 to {max} places.',
    'validation.notInCart': 'This entry is not (or no longer) in your cart.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>;

export type ValidationMessageId = keyof (typeof validationCatalogue)['de'];
