import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Calls `onInvalid` once after each send the form's validation refused (Formik calls `onSubmit` only for
 * valid values): to move focus to the first field to fix, or to say what is missing.
 */
export function FormikInvalidSubmit({ onInvalid }: { onInvalid: () => void }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) onInvalid();
  }, [submitCount, isSubmitting, isValidating, errors, onInvalid]);
  return null;
}

/** Focuses the element with this id, if it is on the page. */
export function focusById(id: string): void {
  document.getElementById(id)?.focus();
}
