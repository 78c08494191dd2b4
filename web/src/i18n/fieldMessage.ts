import type { FieldMessage } from '@h2o/api/validation/fields';
import type { IntlShape } from 'react-intl';

/** A `FieldMessage` is what a shared yup schema (api/src/validation/) yields instead of a text. */
export function isFieldMessage(value: unknown): value is FieldMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldMessage).id === 'string' &&
    typeof (value as FieldMessage).code === 'string'
  );
}

/** "Bitte geben Sie mindestens 2 Zeichen ein." for `{ id: 'validation.tooShort', values: { min: 2 } }`. */
export function formatFieldMessage(intl: IntlShape, message: FieldMessage): string {
  // The message itself as the descriptor: the build's formatjs plugin reads every `{ id }` written in a call as a literal.
  return intl.formatMessage(message, message.values);
}

/**
 * One Formik error as text. Formik holds two kinds: a `FieldMessage` from the shared yup schema
 * (validated in the browser, formatted here in the interface language) and a text the server has
 * already translated (`UserError.message`, put there by a mutation hook). Nothing or anything else: undefined.
 */
export function formatFieldError(intl: IntlShape, error: unknown): string | undefined {
  if (isFieldMessage(error)) return formatFieldMessage(intl, error);
  return typeof error === 'string' && error !== '' ? error : undefined;
}
