import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { enumLabel } from './enumMessages';
import { Field } from './filterPanelStyles';
import { filterMessages } from './messages';

interface Props {
  label: MessageDescriptor;
  values: readonly string[];
  labels: Record<string, MessageDescriptor>;
  value: string | undefined;
  testId: string;
  onChange: (value: string | undefined) => void;
}

/** A select over enum values with an "all" option first. */
export function EnumSelect({ label, values, labels, value, testId, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      <select id={id} value={value ?? ''} data-testid={testId} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{intl.formatMessage(filterMessages.all)}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {enumLabel(intl, labels, option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
