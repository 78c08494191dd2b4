import { SERVICE_ICONS, type ServiceIcon } from '@h2o/api/validation/service.schema';
import { useField } from 'formik';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useShownError } from '../../../ui/form/fields';
import { FieldError, Hint } from '../../../ui/form/fieldStyles';
import { serviceFormMessages } from './messages';

/** What each icon looks like in the picker: its symbol (the name is what clients look up). */
const GLYPHS: Record<ServiceIcon, string> = {
  lifebuoy: '🛟',
  shield: '🛡️',
  users: '👥',
  book: '📖',
  presentation: '📊',
  compass: '🧭',
  settings: '⚙️',
  snowflake: '❄️',
};

const labels = defineMessages<Record<ServiceIcon | 'none', NoMessageValues> & { unknown: { name: string } }>({
  none: { id: 'admin.services.icon.none', description: 'Service icon picker: no icon' },
  lifebuoy: { id: 'admin.services.icon.lifebuoy', description: 'Service icon picker: lifebuoy' },
  shield: { id: 'admin.services.icon.shield', description: 'Service icon picker: shield' },
  users: { id: 'admin.services.icon.users', description: 'Service icon picker: group of people' },
  book: { id: 'admin.services.icon.book', description: 'Service icon picker: book' },
  presentation: { id: 'admin.services.icon.presentation', description: 'Service icon picker: presentation board' },
  compass: { id: 'admin.services.icon.compass', description: 'Service icon picker: compass' },
  settings: { id: 'admin.services.icon.settings', description: 'Service icon picker: gear wheel (technology)' },
  snowflake: { id: 'admin.services.icon.snowflake', description: 'Service icon picker: snowflake (winter service)' },
  unknown: { id: 'admin.services.icon.unknown', description: 'Service icon picker: a stored icon name the site has no icon for ({name})' },
});

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .glyph {
    font-size: 1.4rem;
    line-height: 1;
  }
`;

/**
 * The service's icon, picked from the icons the site has (the shared list the server checks too), or none. A stored
 * name the site has no icon for stays shown until another is picked.
 */
export function ServiceIconPicker() {
  const intl = useIntl();
  const [field] = useField<string>('icon');
  const error = useShownError('icon');
  const known = (SERVICE_ICONS as readonly string[]).includes(field.value) || field.value === '';
  const choices: { value: string; glyph: string; label: string }[] = [
    { value: '', glyph: '–', label: intl.formatMessage(labels.none) },
    ...SERVICE_ICONS.map((icon) => ({ value: icon, glyph: GLYPHS[icon], label: intl.formatMessage(labels[icon]) })),
    ...(known ? [] : [{ value: field.value, glyph: '?', label: intl.formatMessage(labels.unknown, { name: field.value }) }]),
  ];
  return (
    <Group aria-describedby={error ? 'service-icon-error' : undefined} data-testid="service-icon-picker">
      <legend>
        <FormattedMessage {...serviceFormMessages.fieldIcon} />
      </legend>
      <Hint>
        <FormattedMessage {...serviceFormMessages.fieldIconHint} />
      </Hint>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value || 'none'}>
            <input
              type="radio"
              name="icon"
              value={choice.value}
              checked={field.value === choice.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data-testid={`service-icon-${choice.value || 'none'}`}
            />
            <span className="glyph" aria-hidden="true">
              {choice.glyph}
            </span>
            <span>{choice.label}</span>
          </Option>
        ))}
      </Options>
      {error && (
        <FieldError id="service-icon-error" data-testid="service-icon-error">
          {error}
        </FieldError>
      )}
    </Group>
  );
}
