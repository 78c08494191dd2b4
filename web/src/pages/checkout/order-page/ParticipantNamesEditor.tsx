import { participantNamesSchema } from '@h2o/api/validation/order-page.schema';
import { Formik, type FormikHelpers, setIn } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { ParticipantNamesEditor_item$key } from '../../../__generated__/ParticipantNamesEditor_item.graphql';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { FormStack } from '../../../ui/form/fieldStyles';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { FieldIdPrefixProvider, FormStatus, TextField } from '../../../ui/form/fields';
import { customerStepMessages, orderPageMessages, participantsStepMessages } from '../messages';
import { orderAfterSaleMessages } from './messages';
import { useChangeOrderParticipantsMutation } from './useChangeOrderParticipantsMutation';

interface Values {
  /** `birthDate`: ISO as the date input gives it; empty: not given. */
  participants: { databaseId: number; firstName: string; lastName: string; birthDate: string }[];
}

const Pair = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 8px 12px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The participants of one booked course, with a form to change their names while the course has not started (the
 * server checks again, and answers a started course with the error shown above the form).
 */
export function ParticipantNamesEditor({ item: itemKey, accessKey }: { item: ParticipantNamesEditor_item$key; accessKey: string }) {
  const intl = useIntl();
  const item = useFragment(
    graphql`
      fragment ParticipantNamesEditor_item on OrderItem {
        databaseId
        participantNamesEditable
        participants {
          databaseId
          firstName
          lastName
          birthDate
          progress {
            attendedSessions
            badges {
              name
              reachedOn
            }
          }
        }
      }
    `,
    itemKey,
  );
  const { submit } = useChangeOrderParticipantsMutation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit(
      accessKey,
      values.participants.map((participant) => ({ ...participant, birthDate: participant.birthDate || null })),
    );
    if (result.ok) {
      setEditing(false);
      setSaved(true);
      return;
    }
    // The server names fields `participants.0.firstName`; Formik keeps errors nested like its values.
    let errors = {};
    const above: string[] = [];
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (/^participants\.\d+\.(firstName|lastName|birthDate)$/.test(field)) errors = setIn(errors, field, message);
      else above.push(message);
    }
    helpers.setErrors(errors);
    helpers.setStatus([...above, result.formError].filter(Boolean).join(' ') || null);
  };

  const list = (
    <ul aria-label={intl.formatMessage(orderPageMessages.participants)}>
      {item.participants.map((participant) => (
        <li key={participant.databaseId} data-testid="order-participant">
          {participant.firstName} {participant.lastName}
          {(participant.progress.attendedSessions > 0 || participant.progress.badges.length > 0) && (
            // What the trainers marked, as the parent may see it (never their notes).
            <small data-testid="order-participant-progress">
              {' – '}
              {[
                participant.progress.attendedSessions > 0
                  ? intl.formatMessage(orderAfterSaleMessages.progressAttended, { count: participant.progress.attendedSessions })
                  : null,
                participant.progress.badges.length > 0
                  ? intl.formatMessage(orderAfterSaleMessages.progressBadges, {
                      badges: participant.progress.badges.map((badge) => `${badge.name} (${formatDate(intl, badge.reachedOn)})`).join(', '),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </small>
          )}
        </li>
      ))}
    </ul>
  );

  if (!editing) {
    return (
      <div>
        {list}
        {saved && (
          <p role="status" data-testid="order-names-saved">
            <FormattedMessage {...orderAfterSaleMessages.namesSaved} />
          </p>
        )}
        {item.participantNamesEditable && item.participants.length > 0 && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="order-edit-names"
          >
            <FormattedMessage {...orderAfterSaleMessages.editNames} />
          </Button>
        )}
      </div>
    );
  }

  const initialValues: Values = {
    participants: item.participants.map(({ databaseId, firstName, lastName, birthDate }) => ({
      databaseId,
      firstName,
      lastName,
      birthDate: birthDate ?? '',
    })),
  };
  return (
    // One form per booked course on the page: their inputs need ids of their own.
    <FieldIdPrefixProvider value={`order-item-${item.databaseId}`}>
      <Formik initialValues={initialValues} validationSchema={participantNamesSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} data-testid="order-names-form">
            <FormStatus />
            <ErrorSummary />
            {initialValues.participants.map((participant, index) => (
              <Pair key={participant.databaseId}>
                <legend>
                  <FormattedMessage {...orderAfterSaleMessages.participantLabel} values={{ number: index + 1 }} />
                </legend>
                <TextField name={`participants.${index}.firstName`} label={<FormattedMessage {...customerStepMessages.firstName} />} />
                <TextField name={`participants.${index}.lastName`} label={<FormattedMessage {...customerStepMessages.lastName} />} />
                {/* Optional here: orders placed before dates of birth were asked have none; the server checks the course's age range. */}
                <TextField
                  name={`participants.${index}.birthDate`}
                  type="date"
                  required={false}
                  label={<FormattedMessage {...participantsStepMessages.birthDate} />}
                />
              </Pair>
            ))}
            <Actions>
              <Button type="submit" disabled={isSubmitting} data-testid="order-save-names">
                <FormattedMessage {...(isSubmitting ? orderAfterSaleMessages.saving : orderAfterSaleMessages.saveNames)} />
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setEditing(false)}>
                <FormattedMessage {...orderAfterSaleMessages.cancelEdit} />
              </Button>
            </Actions>
          </FormStack>
        )}
      </Formik>
    </FieldIdPrefixProvider>
  );
}
