import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ControlFieldBox, FieldError, Hint } from '../../../ui/form/fieldStyles';
import { useShownError } from '../../../ui/form/fields';
import { formMessages } from '../../../ui/form/messages';

/** Ids of the course form's controls: `course-title`, as `FieldIdPrefixProvider value="course"` gives the shared fields. */
export const courseFieldId = (name: string) => `course-${name}`;

/** "Titel" or "Hinweise (optional)". */
export function FieldLabel({ label, optional }: { label: ReactNode; optional?: boolean }) {
  return (
    <>
      {label}
      {optional && (
        <>
          {' '}
          <FormattedMessage {...formMessages.optional} />
        </>
      )}
    </>
  );
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

interface InputProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'date' | 'number';
  optional?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  inputMode?: 'text' | 'decimal' | 'numeric';
  min?: number;
  max?: number;
  multiline?: boolean;
  autoFocus?: boolean;
  /** Called with the new value after Formik took it (e.g. to keep another field in step). */
  onValueChange?: (value: unknown) => void;
}

/** A labelled input of the course form, bound to Formik, with its hint and error tied by aria-describedby. */
export function CourseInput({
  name,
  label,
  type = 'text',
  optional,
  placeholder,
  hint,
  inputMode,
  min,
  max,
  multiline,
  autoFocus,
  onValueChange,
}: InputProps) {
  const [field] = useField(name);
  const error = useShownError(name);
  const id = courseFieldId(name);
  const onChange = (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    field.onChange(event);
    if (onValueChange) onValueChange(type === 'number' && event.target.value !== '' ? Number(event.target.value) : event.target.value);
  };
  const control = {
    ...field,
    onChange,
    value: field.value ?? '',
    id,
    required: !optional,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    'data-testid': id,
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  };
  return (
    <ControlFieldBox>
      <label htmlFor={id}>
        <FieldLabel label={label} optional={optional} />
      </label>
      {multiline ? (
        <textarea {...control} />
      ) : (
        <input type={type} inputMode={inputMode} min={min} max={max} step={type === 'number' ? 1 : undefined} {...control} />
      )}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </ControlFieldBox>
  );
}

interface SelectProps {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  /** The empty first option ("Please choose"), for a choice without a default. */
  placeholder?: string;
}

/** A labelled choice of the course form (kind, level, age group). */
export function CourseSelect({ name, label, options, placeholder }: SelectProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = courseFieldId(name);
  return (
    <ControlFieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </ControlFieldBox>
  );
}

/** The active switch of the form: a checkbox (on offer or hidden from visitors), with what it does. */
export function CourseCheckbox({ name, label, hint }: { name: string; label: ReactNode; hint: ReactNode }) {
  const [field] = useField({ name, type: 'checkbox' });
  const id = courseFieldId(name);
  return (
    <ControlFieldBox>
      <CheckLabel htmlFor={id}>
        <input type="checkbox" {...field} id={id} data-testid={id} aria-describedby={`${id}-hint`} />
        <span>{label}</span>
      </CheckLabel>
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </ControlFieldBox>
  );
}

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
`;
