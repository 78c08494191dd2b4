import type { FormErrors } from './userErrors';

/** A refusal in one line, for a toast or a status line: the form's message, then each field's. */
export const refusalText = ({ formError, fieldErrors }: FormErrors): string =>
  [formError, ...Object.values(fieldErrors)].filter(Boolean).join(' ');
