import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useShownError } from './fields';
import { FieldBox, FieldError } from './fieldStyles';

const Stars = styled.div`
  display: flex;
  gap: 4px;
  label {
    cursor: pointer;
    font-size: 2rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.border};
  }
  label[data-on='true'] {
    color: ${({ theme }) => theme.colors.focus};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** One to five stars as radio buttons (keyboard: arrows), each named for screen readers. */
export function RatingField({ name, legend, starLabel }: { name: string; legend: ReactNode; starLabel: (stars: number) => string }) {
  const [field, , helpers] = useField<number | null>(name);
  const error = useShownError(name);
  return (
    <FieldBox as="fieldset" style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={error ? `field-${name}-error` : undefined}>
      <legend>{legend}</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} data-on={(field.value ?? 0) >= stars} title={starLabel(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={field.value === stars}
              onChange={() => helpers.setValue(stars)}
              onBlur={() => helpers.setTouched(true)}
              aria-label={starLabel(stars)}
              data-testid={`field-${name}-${stars}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </Stars>
      {error && (
        <FieldError id={`field-${name}-error`} data-testid={`field-${name}-error`}>
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}
