import { type FormikErrors, type FormikHelpers, setIn, useField, useFormikContext } from 'formik';
import { createContext, type FocusEvent, type ReactNode, useContext } from 'react';
import { useIntl } from 'react-intl';
import { formatFieldError } from '../../i18n/fieldMessage';
import type { FormErrors } from '../../relay/userErrors';
import { CheckRow, FieldBox, FieldError, FormAlert } from './fieldStyles';

/**
 * Prefix of a form's field ids and test ids (`field-email`). A second form on the same page (the footer's
 * newsletter form beside the contact form) provides its own, so no id is on the page twice.
 */
const FieldIdPrefix = createContext('field');
export const FieldIdPrefixProvider = FieldIdPrefix.Provider;

/**
 * The field's error as text, from the first attempt to send on (then live while typing). Not on
 * leaving a field: an error appearing then pushes the send button down between press and release,
 * and the click that left the field is lost.
 */
export function useShownError(name: string): string | undefined {
  const intl = useIntl();
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return submitCount > 0 ? formatFieldError(intl, meta.error) : undefined;
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  /** The phone keyboard to offer (e.g. `numeric` for a postal code, which stays a text: it may start with 0). */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  required?: boolean;
  /** Called when the input loses focus, after Formik has marked it touched (e.g. to save a finished entry). */
  onBlur?: () => void;
}

/** A labelled text input (or textarea) bound to Formik, with its error below it, tied by aria-describedby. */
export function TextField({
  name,
  label,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  required = true,
  onBlur,
}: TextFieldProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = `${useContext(FieldIdPrefix)}-${name}`;
  const control = {
    ...field,
    value: field.value ?? '',
    id,
    required,
    autoComplete,
    inputMode,
    onBlur: onBlur
      ? (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
          field.onBlur(event);
          onBlur();
        }
      : field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': id,
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...control} /> : <input type={type} {...control} />}
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

/** A consent checkbox bound to Formik. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField({ name, type: 'checkbox' });
  const error = useShownError(name);
  const id = `${useContext(FieldIdPrefix)}-${name}`;
  return (
    <FieldBox>
      <CheckRow htmlFor={id}>
        <input
          type="checkbox"
          {...field}
          id={id}
          data-testid={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </CheckRow>
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

/**
 * The honeypot (api/src/validation/honeypot.ts): a field people neither see nor reach with the keyboard,
 * which bots fill in. Off screen rather than display:none, which some bots skip.
 */
export function HoneypotField({ label }: { label: string }) {
  const [field] = useField<string>('website');
  const id = `${useContext(FieldIdPrefix)}-website`;
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>{label}</label>
      <input type="text" {...field} value={field.value ?? ''} id={id} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The form's own message (Formik's `status`): a refusal that belongs to no input, or a failed send. */
export function FormStatus({ testId = 'form-error' }: { testId?: string }) {
  const { status } = useFormikContext();
  if (!status) return null;
  return (
    <FormAlert $tone="error" role="alert" data-testid={testId}>
      <p>{String(status)}</p>
    </FormAlert>
  );
}

/**
 * Puts a refused send on the form: each message on its input; the form's own message, and those of
 * fields the form has no input for (`withoutInput`, e.g. the course of a request), above the form.
 */
export function showRefusal<Values>(helpers: FormikHelpers<Values>, { fieldErrors, formError }: FormErrors, withoutInput: string[] = []) {
  const onInputs = { ...fieldErrors };
  const above: string[] = [];
  for (const name of withoutInput) {
    if (onInputs[name]) above.push(onInputs[name]);
    delete onInputs[name];
  }
  // Formik keeps errors nested like its values: the server's `participants.0.lastName` is `participants[0].lastName`.
  helpers.setErrors(Object.entries(onInputs).reduce<FormikErrors<Values>>((errors, [name, message]) => setIn(errors, name, message), {}));
  helpers.setStatus([...above, formError].filter(Boolean).join(' ') || null);
}
