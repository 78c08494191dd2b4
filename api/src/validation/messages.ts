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
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>;

export type ValidationMessageId = keyof (typeof validationCatalogue)['de'];
