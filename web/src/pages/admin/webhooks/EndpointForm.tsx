import { webhookEndpointSchema } from '@h2o/api/validation/webhook-endpoint.schema';
import { Field, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { CheckRow, FieldError, FormStack } from '../../../ui/form/fieldStyles';
import { CheckboxField, FieldIdPrefixProvider, FormStatus, showRefusal, TextField, useShownError } from '../../../ui/form/fields';
import { adminWebhooksMessages as messages } from './messages';
import { EVENT_LABELS } from './webhookLabels';

export interface EndpointValues {
  name: string;
  url: string;
  eventTypes: string[];
  active: boolean;
}

const Events = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  legend {
    font-weight: 700;
    margin-bottom: 6px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Name, https address, events and the active switch: the same form for a new endpoint and an edited one. */
export function EndpointForm({
  idPrefix,
  eventTypes,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  eventTypes: readonly string[];
  initial: EndpointValues;
  submitLabel: React.ReactNode;
  onSubmit: (values: EndpointValues) => Promise<MutationOutcome<unknown>>;
  onCancel?: () => void;
}) {
  const schema = useMemo(() => webhookEndpointSchema(eventTypes), [eventTypes]);
  const submit = async (values: EndpointValues, helpers: FormikHelpers<EndpointValues>) => {
    helpers.setStatus(null);
    const result = await onSubmit(values);
    if (result.ok) helpers.resetForm();
    else showRefusal(helpers, result);
  };
  return (
    <FieldIdPrefixProvider value={idPrefix}>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} data-testid={`${idPrefix}-form`}>
            <FormStatus testId={`${idPrefix}-error`} />
            <TextField name="name" label={<FormattedMessage {...messages.name} />} autoComplete="off" />
            <TextField name="url" label={<FormattedMessage {...messages.url} />} autoComplete="off" />
            <EventChoice idPrefix={idPrefix} eventTypes={eventTypes} />
            <CheckboxField name="active" label={<FormattedMessage {...messages.activeField} />} />
            <Buttons>
              <Button type="submit" disabled={isSubmitting} data-testid={`${idPrefix}-submit`}>
                {submitLabel}
              </Button>
              {onCancel && (
                <Button type="button" $variant="secondary" onClick={onCancel}>
                  <FormattedMessage {...messages.cancelEdit} />
                </Button>
              )}
            </Buttons>
          </FormStack>
        )}
      </Formik>
    </FieldIdPrefixProvider>
  );
}

function EventChoice({ idPrefix, eventTypes }: { idPrefix: string; eventTypes: readonly string[] }) {
  const intl = useIntl();
  const error = useShownError('eventTypes');
  const errorId = `${idPrefix}-eventTypes-error`;
  return (
    <Events aria-describedby={error ? errorId : undefined} data-testid={`${idPrefix}-eventTypes`}>
      <legend>
        <FormattedMessage {...messages.events} />
      </legend>
      {eventTypes.map((type) => (
        <CheckRow key={type}>
          <Field type="checkbox" name="eventTypes" value={type} />
          <span>{EVENT_LABELS[type] ? intl.formatMessage(EVENT_LABELS[type]) : type}</span>
        </CheckRow>
      ))}
      {error && (
        <FieldError id={errorId} data-testid={errorId}>
          {error}
        </FieldError>
      )}
    </Events>
  );
}
