import { type FormEvent, useId } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { FilterField } from './filterStyles';

interface SearchFieldProps {
  label: MessageDescriptor;
  /** A muted line below the field (what the search looks in), tied to it by `aria-describedby`. */
  hint?: MessageDescriptor;
  placeholder?: MessageDescriptor;
  value: string;
  maxLength: number;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  testId: string;
  /** For `styled(SearchField)`: the form is what sits in the filter bar. */
  className?: string;
}

/** The search of an admin filter bar: a search landmark, so a screen reader can jump to it. */
export function SearchField({ label, hint, placeholder, value, maxLength, onChange, onSubmit, testId, className }: SearchFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <form role="search" onSubmit={onSubmit} className={className}>
      <FilterField>
        <label htmlFor={`${id}-search`}>
          <FormattedMessage {...label} />
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder && intl.formatMessage(placeholder)}
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
