import { checkoutParticipantSchema } from '@h2o/api/validation/checkout.schema';
import { contactConversionSchema, MAX_CONVERSION_PLACES } from '@h2o/api/validation/contact-conversion.schema';
import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  setIn,
  useField,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
} from 'formik';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { ConvertToOrderDialog_message$key } from '../../../__generated__/ConvertToOrderDialog_message.graphql';
import type { ConvertToOrderDialogCoursesQuery } from '../../../__generated__/ConvertToOrderDialogCoursesQuery.graphql';
import { formatFieldError } from '../../../i18n/fieldMessage';
import { Button } from '../../../ui/Button';
import { FieldBox, FieldError, FormStack, inputStyles } from '../../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, FormStatus, TextField } from '../../../ui/form/fields';
import { DialogButtons, DialogCancelButton, ModalDialog } from '../../../ui/ModalDialog';
import { FormikDiscardGuard } from '../../../ui/form/FormikDiscardGuard';
import { useShowToast, ToastOutlet } from '../../../ui/ToastProvider';
import { COURSE_OPTIONS_QUERY_OPTIONS, useCourseOptions } from '../shared/courseOptions';
import { LoadErrorBoundary } from '../shared/LoadFailed';
import { convertDialogMessages as messages, messageDialogMessages } from './messages';
import { orderLink } from './orderLink';
import type { ConversionOutcome, ConversionValues } from './conversion';
import { useConvertContactMessageMutation } from './useConvertContactMessageMutation';

interface Values {
  courseId: number | null;
  quantity: number | '';
  participants: { firstName: string; lastName: string }[];
}

const Rows = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  margin: 0;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NameFields = styled.div`
  display: grid;
  gap: 8px 12px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Select = styled.select`
  ${inputStyles}
`;

const coursesQuery = graphql`
  query ConvertToOrderDialogCoursesQuery {
    ...courseOptions_query
  }
`;

const places = (quantity: Values['quantity']) =>
  typeof quantity === 'number' && quantity >= 1 ? Math.min(Math.floor(quantity), MAX_CONVERSION_PLACES) : 1;
type NameRow = { firstName: string; lastName: string };
const isEmptyRow = (row: NameRow) => !row.firstName.trim() && !row.lastName.trim();

/** The rows of the places asked for; a row never typed in (a hole Formik leaves) is an empty one. */
const rowsOf = (values: Values): NameRow[] =>
  Array.from({ length: places(values.quantity) }, (_, index) => ({
    firstName: values.participants[index]?.firstName ?? '',
    lastName: values.participants[index]?.lastName ?? '',
  }));

/** What is sent: one row per place at most, rows left empty dropped (names are optional). */
function conversionOf(values: Values) {
  return {
    courseId: values.courseId,
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    participants: rowsOf(values).filter((row) => !isEmptyRow(row)),
  };
}

/**
 * The shared rules (api/src/validation/contact-conversion.schema.ts) on course and places, and the checkout's
 * participant rules on each row that has a name in it (an empty row is no participant).
 */
async function validate(values: Values): Promise<FormikErrors<Values>> {
  let errors: FormikErrors<Values> = {};
  const { participants: _rows, ...rest } = conversionOf(values);
  try {
    await validateYupSchema({ ...rest, participants: [] }, contactConversionSchema);
  } catch (error) {
    errors = yupToFormErrors(error);
  }
  for (const [index, row] of rowsOf(values).entries()) {
    if (isEmptyRow(row)) continue;
    try {
      await validateYupSchema(row, checkoutParticipantSchema);
    } catch (error) {
      errors = setIn(errors, `participants.${index}`, yupToFormErrors(error));
    }
  }
  return errors;
}

/** The server's refusals name nested fields (`participants.0.firstName`); Formik keeps errors nested like its values. */
const nestedErrors = (byPath: Record<string, string>) =>
  Object.entries(byPath).reduce<FormikErrors<Values>>((errors, [path, message]) => setIn(errors, path, message), {});

interface ConvertToOrderDialogProps {
  message: ConvertToOrderDialog_message$key;
  onClose: () => void;
}

/** docs/SPEC.md §2 "Convert to Order" of a contact message (a course request): the shared form with the message's defaults. */
export function ConvertToOrderDialog({ message: messageKey, onClose }: ConvertToOrderDialogProps) {
  const { submit } = useConvertContactMessageMutation();
  const message = useFragment(
    graphql`
      fragment ConvertToOrderDialog_message on ContactMessage {
        id
        name
        email
        requestedCourse {
          databaseId
        }
      }
    `,
    messageKey,
  );
  return (
    <ConvertRequestDialog
      request={{ id: message.id, name: message.name, email: message.email, defaultCourseId: message.requestedCourse?.databaseId ?? null }}
      requestField="contactMessageId"
      submit={submit}
      onClose={onClose}
    />
  );
}

/** A request (contact message or booking) as the conversion form reads it. */
export interface ConvertibleRequest {
  id: string;
  name: string;
  email: string;
  /** The course the request names, preselected; null: staff choose. */
  defaultCourseId: number | null;
}

interface ConvertRequestDialogProps {
  request: ConvertibleRequest;
  /** The input field that names the request: its refusals (already converted) go above the form. */
  requestField: 'contactMessageId' | 'bookingId';
  submit: (id: string, values: ConversionValues) => Promise<ConversionOutcome>;
  onClose: () => void;
}

/**
 * The one "create order" form of every request kind (the server's conversion is one path too): course (preselected
 * when the request names one), places (1 by default) and, optionally, the participants' names. Done: the dialog closes
 * and a toast names the order with a link to it; refused: the server's messages on the fields, and what concerns the
 * request itself (already converted) above the form and in an error toast (docs/SPEC.md §8).
 */
export function ConvertRequestDialog({ request, requestField, submit, onClose }: ConvertRequestDialogProps) {
  const intl = useIntl();
  const toast = useShowToast();
  const initialValues: Values = { courseId: request.defaultCourseId, quantity: 1, participants: [{ firstName: '', lastName: '' }] };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit(request.id, conversionOf(values) as ConversionValues);
    if (result.ok) {
      toast('success', intl.formatMessage(messages.converted, { orderNumber: result.value }), undefined, {
        to: orderLink(result.value),
        label: intl.formatMessage(messages.openOrder),
      });
      onClose();
      return;
    }
    const { [requestField]: aboutRequest, ...onInputs } = result.fieldErrors;
    helpers.setErrors(nestedErrors(onInputs));
    const above = [aboutRequest, result.formError].filter(Boolean).join(' ');
    helpers.setStatus(above || null);
    if (above) toast('error', above, intl.formatMessage(messages.errorTitle));
  };

  return (
    <ModalDialog
      padded
      width={860}
      title={intl.formatMessage(messages.title, { name: request.name })}
      onClose={onClose}
      testId="convert-dialog"
    >
      <p>
        <FormattedMessage {...messages.intro} values={{ email: request.email }} />
      </p>
      <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="convert-form-error" />
            <FormikDiscardGuard />
            <FieldIdPrefixProvider value="convert">
              <LoadErrorBoundary fallback={() => <FieldError role="alert">{intl.formatMessage(messages.coursesFailed)}</FieldError>}>
                <Suspense fallback={<CourseSelect options={null} />}>
                  <LoadedCourseSelect />
                </Suspense>
              </LoadErrorBoundary>
              <QuantityField />
              <ParticipantRows />
            </FieldIdPrefixProvider>
            <DialogButtons>
              <DialogCancelButton onCancel={onClose}>
                <FormattedMessage {...messageDialogMessages.close} />
              </DialogCancelButton>
              <Button type="submit" disabled={isSubmitting} data-testid="convert-submit">
                <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
              </Button>
            </DialogButtons>
          </FormStack>
        )}
      </Formik>
      <ToastOutlet />
    </ModalDialog>
  );
}

function useError(name: string): string | undefined {
  const intl = useIntl();
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return submitCount > 0 ? formatFieldError(intl, meta.error) : undefined;
}

function LoadedCourseSelect() {
  const data = useLazyLoadQuery<ConvertToOrderDialogCoursesQuery>(
    coursesQuery,
    {},
    { fetchPolicy: COURSE_OPTIONS_QUERY_OPTIONS.fetchPolicy },
  );
  return <CourseSelect options={useCourseOptions(data)} />;
}

function CourseSelect({ options }: { options: { databaseId: number; label: string }[] | null }) {
  const intl = useIntl();
  const [field, , helpers] = useField<number | null>('courseId');
  const error = useError('courseId');
  return (
    <FieldBox>
      <label htmlFor="convert-courseId">
        <FormattedMessage {...messages.course} />
      </label>
      <Select
        id="convert-courseId"
        value={field.value ?? ''}
        disabled={!options}
        onChange={(event) => void helpers.setValue(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'convert-courseId-error' : undefined}
        data-testid="convert-courseId"
      >
        <option value="">{intl.formatMessage(messages.chooseCourse)}</option>
        {field.value && !options?.some((option) => option.databaseId === field.value) && (
          <option value={field.value}>#{field.value}</option>
        )}
        {options?.map((option) => (
          <option key={option.databaseId} value={option.databaseId}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && (
        <FieldError id="convert-courseId-error" data-testid="convert-courseId-error">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

function QuantityField() {
  const [field, , helpers] = useField<Values['quantity']>('quantity');
  const error = useError('quantity');
  return (
    <FieldBox>
      <label htmlFor="convert-quantity">
        <FormattedMessage {...messages.places} />
      </label>
      <input
        id="convert-quantity"
        type="number"
        min={1}
        max={MAX_CONVERSION_PLACES}
        step={1}
        value={field.value}
        onChange={(event) => void helpers.setValue(event.target.value === '' ? '' : Number(event.target.value))}
        onBlur={field.onBlur}
        name="quantity"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'convert-quantity-error' : undefined}
        data-testid="convert-quantity"
      />
      {error && (
        <FieldError id="convert-quantity-error" data-testid="convert-quantity-error">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

/** One name row per place (at most 50); rows appear and go with the number of places, what was typed is kept. */
function ParticipantRows() {
  const intl = useIntl();
  const { values } = useFormikContext<Values>();
  const rows = rowsOf(values);
  return (
    <Rows>
      <legend>
        <FormattedMessage {...messages.participants} />
      </legend>
      <small>
        <FormattedMessage {...messages.participantsHint} />
      </small>
      {rows.map((_, index) => (
        <NameFields
          key={index}
          role="group"
          aria-label={intl.formatMessage(messages.participant, { number: index + 1 })}
          data-testid="convert-participant"
        >
          <TextField name={`participants.${index}.firstName`} required={false} label={<FormattedMessage {...messages.firstName} />} />
          <TextField name={`participants.${index}.lastName`} required={false} label={<FormattedMessage {...messages.lastName} />} />
        </NameFields>
      ))}
    </Rows>
  );
}
