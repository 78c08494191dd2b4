import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ControlFieldBox, FieldError, Hint } from '../../../ui/form/fieldStyles';
import { useShownError } from '../../../ui/form/fields';
import { formMessages } from '../../../ui/form/messages';

/** `settings-bankTransfer-iban` for `bankTransfer.iban`: ids and test ids of an admin form's controls (the services form says `service-`). */
export const settingsFieldId = (name: string, prefix = 'settings') => `${prefix}-${name.replace(/\./g, '-')}`;

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface ControlProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Prefix of the control's id and test id (default `settings`). */
  idPrefix?: string;
}

/** The control's error below it (the server's refusal as much as the schema's), tied by aria-describedby. */
function Shown({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </>
  );
}

/** A labelled text or whole-number input bound to Formik (a number input gives Formik a number, or '' while empty). */
interface InputProps extends ControlProps {
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  autoComplete?: string;
  multiline?: boolean;
  /** Not required: the label says "(optional)". */
  optional?: boolean;
}

/** A labelled text (or textarea) or whole-number input bound to Formik (a number input gives a number, or '' while empty). */
export function SettingsInput({ name, label, hint, idPrefix, type = 'text', min, max, autoComplete, multiline, optional }: InputProps) {
  const [field] = useField(name);
  const error = useShownError(name);
  const id = settingsFieldId(name, idPrefix);
  const control = {
    ...field,
    value: field.value ?? '',
    id,
    required: !optional,
    autoComplete: autoComplete ?? 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    'data-testid': id,
  };
  return (
    <ControlFieldBox>
      <label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <FormattedMessage {...formMessages.optional} />
          </>
        )}
      </label>
      {multiline ? (
        <textarea {...control} />
      ) : (
        <input
          type={type}
          min={min}
          max={max}
          step={type === 'number' ? 1 : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          {...control}
        />
      )}
      <Shown id={id} hint={hint} error={error} />
    </ControlFieldBox>
  );
}

/** A labelled choice bound to Formik. */
export function SettingsSelect({ name, label, hint, idPrefix, options }: ControlProps & { options: { value: string; label: string }[] }) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = settingsFieldId(name, idPrefix);
  return (
    <ControlFieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        data-testid={id}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Shown id={id} hint={hint} error={error} />
    </ControlFieldBox>
  );
}
