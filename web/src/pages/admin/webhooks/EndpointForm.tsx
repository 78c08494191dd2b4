import { webhookEndpointSchema } from '@h2o/api/validation/webhook-endpoint.schema';
import { Field, Formik, type FormikHelpers, useField } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { CheckRow, FieldBox, FieldError, FormStack, Hint } from '../../../ui/form/fieldStyles';
import { CheckboxField, FieldIdPrefixProvider, FormStatus, showRefusal, TextField, useShownError } from '../../../ui/form/fields';
import { adminWebhooksMessages as messages } from './messages';
import { EVENT_LABELS } from './webhookLabels';

export interface EndpointValues {
  name: string;
  url: string;
  eventTypes: string[];
  active: boolean;
  /** The partner key it belongs to (`databaseId`); null: the school's own endpoint. */
  partnerKeyId: number | null;
}

/** A key the endpoint may belong to, with the events its scopes may see (the server's table, `webhookEventTypes`). */
export interface PartnerKeyOption {
  databaseId: number;
  name: string;
  prefix: string;
  webhookEventTypes: readonly string[];
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

/**
 * Name, https address, the partner key it belongs to, events and the active switch: the same form for a new endpoint
 * and an edited one. With a key chosen, only the events that key may see are offered (the server refuses others).
 */
export function EndpointForm({
  idPrefix,
  eventTypes,
  partnerKeys,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  eventTypes: readonly string[];
  partnerKeys: readonly PartnerKeyOption[];
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
        {({ handleSubmit, isSubmitting, values }) => (
          <FormStack noValidate onSubmit={handleSubmit} data-testid={`${idPrefix}-form`}>
            <FormStatus testId={`${idPrefix}-error`} />
            <TextField name="name" label={<FormattedMessage {...messages.name} />} autoComplete="off" />
            <TextField name="url" label={<FormattedMessage {...messages.url} />} autoComplete="off" />
            <PartnerKeyChoice idPrefix={idPrefix} partnerKeys={partnerKeys} />
            <EventChoice
              idPrefix={idPrefix}
              eventTypes={partnerKeys.find((key) => key.databaseId === values.partnerKeyId)?.webhookEventTypes ?? eventTypes}
            />
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

function PartnerKeyChoice({ idPrefix, partnerKeys }: { idPrefix: string; partnerKeys: readonly PartnerKeyOption[] }) {
  const intl = useIntl();
  const [field, , helpers] = useField<number | null>('partnerKeyId');
  const error = useShownError('partnerKeyId');
  const id = `${idPrefix}-partnerKeyId`;
  return (
    <FieldBox>
      <label htmlFor={id}>
        <FormattedMessage {...messages.partnerKey} />
      </label>
      <select
        id={id}
        data-testid={id}
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(event) => void helpers.setValue(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      >
        <option value="">{intl.formatMessage(messages.partnerKeyNone)}</option>
        {partnerKeys.map((key) => (
          <option key={key.databaseId} value={String(key.databaseId)}>
            {intl.formatMessage(messages.partnerKeyOption, { name: key.name, prefix: key.prefix })}
          </option>
        ))}
      </select>
      <Hint id={`${id}-hint`}>
        <FormattedMessage {...messages.partnerKeyHint} />
      </Hint>
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </FieldBox>
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
