/** As much of a payload's `UserError` as a form needs; `message` is already in the request's language. */
interface UserErrorLike {
  readonly field?: string | null;
  readonly message: string;
}

/** A refused mutation, in Formik's shapes: `setErrors(fieldErrors)`, `setStatus(formError)`. */
export interface FormErrors {
  /** Input field name to its message, e.g. `{ email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }`. */
  fieldErrors: Record<string, string>;
  /** What concerns the input as a whole (`field: null`); null when nothing does. */
  formError: string | null;
}

/**
 * Puts a payload's `errors` on the form: each on its field (the first one wins, as the server sends
 * one per field), those without a field together as the form's message.
 */
export function formErrorsOf(errors: readonly UserErrorLike[]): FormErrors {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const { field, message } of errors) {
    if (!field) general.push(message);
    else if (!(field in fieldErrors)) fieldErrors[field] = message;
  }
  return { fieldErrors, formError: general.length > 0 ? general.join(' ') : null };
}
