import { type FormEvent, useId } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FilterField } from './filterStyles';

interface SearchFieldProps {
  label: MessageDescriptor;
  /** A muted line below the field (what the search looks in), tied to it by `aria-describedby`. */
  hint?: MessageDescriptor;
  value: string;
  maxLength: number;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  testId: string;
}

/** The search of an admin filter bar: a search landmark, so a screen reader can jump to it. */
export function SearchField({ label, hint, value, maxLength, onChange, onSubmit, testId }: SearchFieldProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={onSubmit}>
      <FilterField>
        <label htmlFor={`${id}-search`}>
          <FormattedMessage {...label} />
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint && `${id}-search-hint`}
          autoComplete="off"
          data-testid={testId}
        />
        {hint && (
          <small id={`${id}-search-hint`}>
            <FormattedMessage {...hint} />
          </small>
        )}
      </FilterField>
    </form>
  );
}
