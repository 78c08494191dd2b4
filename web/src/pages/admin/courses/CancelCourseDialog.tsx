import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CourseCancellationReason } from '../../../__generated__/useCancelCourseMutation.graphql';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/fieldStyles';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/ModalDialog';
import type { CourseSummary } from './CourseActionDialogs';
import { cancelCourseMessages as messages, courseDialogMessages } from './messages';
import { useCancelCourseMutation } from './useCancelCourseMutation';

/** The reasons the customers' mails say in their language; "other" sends the words staff write. */
const REASONS = [
  ['TOO_FEW_PARTICIPANTS', messages.reasonTooFew],
  ['POOL_CLOSED', messages.reasonPoolClosed],
  ['TRAINER_ILL', messages.reasonTrainerIll],
  ['OTHER', messages.reasonOther],
] as const satisfies readonly (readonly [CourseCancellationReason, MessageDescriptor])[];

const ReasonChoice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
`;

interface Props {
  course: CourseSummary;
  onClose: () => void;
  onCancelled: (counts: { cancelledOrders: number; refunds: number }) => void;
}

/**
 * Cancelling a course (too few participants, or another reason), after saying what follows: off sale for
 * good, every order with it cancelled and refunded (PayPal at once, transfers owed), every customer mailed.
 */
export function CancelCourseDialog({ course, onClose, onCancelled }: Props) {
  const intl = useIntl();
  const { cancelCourse, isInFlight } = useCancelCourseMutation();
  const [kind, setKind] = useState<CourseCancellationReason>('TOO_FEW_PARTICIPANTS');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const other = kind === 'OTHER';

  const onConfirm = async () => {
    if (other && !reason.trim()) {
      setFailure(intl.formatMessage(messages.reasonOtherMissing));
      return;
    }
    setFailure(null);
    const result = await cancelCourse(course.id, kind, reason);
    if (result.ok) onCancelled(result.value);
    else setFailure(refusalText(result));
  };

  return (
    <ModalDialog title={<FormattedMessage {...messages.title} />} busy={isInFlight} onClose={onClose} testId="course-cancel-dialog">
      <DialogBody>
        <p>
          <FormattedMessage {...messages.text} values={{ title: course.title }} />
        </p>
        <ReasonChoice data-testid="course-cancel-reason-kind">
          <legend>
            <FormattedMessage {...messages.reasonKind} />
          </legend>
          {REASONS.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="course-cancel-reason-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />{' '}
              <FormattedMessage {...label} />
            </label>
          ))}
        </ReasonChoice>
        <label htmlFor="course-cancel-reason">
          <FormattedMessage {...(other ? messages.reasonOtherText : messages.reason)} />
        </label>
        <textarea
          id="course-cancel-reason"
          maxLength={500}
          rows={2}
          value={reason}
          required={other}
          aria-invalid={other && failure !== null && !reason.trim() ? true : undefined}
          placeholder={other ? undefined : intl.formatMessage(messages.reasonPlaceholder)}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && (
          <FormAlert $tone="error" role="alert" data-testid="course-cancel-error">
            <p>{failure}</p>
          </FormAlert>
        )}
      </DialogBody>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={isInFlight} data-autofocus>
          <FormattedMessage {...courseDialogMessages.cancel} />
        </Button>
        <Button type="button" onClick={onConfirm} disabled={isInFlight} data-testid="course-cancel-confirm">
          <FormattedMessage {...(isInFlight ? messages.cancelling : messages.confirm)} />
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
