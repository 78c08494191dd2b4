import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/fieldStyles';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/ModalDialog';
import type { CourseSummary } from './CourseActionDialogs';
import { cancelCourseMessages as messages, courseDialogMessages } from './messages';
import { useCancelCourseMutation } from './useCancelCourseMutation';

interface Props {
  course: CourseSummary;
  onClose: () => void;
  onCancelled: (counts: { cancelledOrders: number; refunds: number }) => void;
}

/**
 * Issue 24: cancelling a course (too few participants, or another reason), after saying what follows: off sale for
 * good, every order with it cancelled and refunded (PayPal at once, transfers owed), every customer mailed.
 */
export function CancelCourseDialog({ course, onClose, onCancelled }: Props) {
  const intl = useIntl();
  const { cancelCourse, isInFlight } = useCancelCourseMutation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = async () => {
    setFailure(null);
    const result = await cancelCourse(course.id, reason);
    if (result.ok) onCancelled(result);
    else setFailure(result.message);
  };

  return (
    <ModalDialog title={<FormattedMessage {...messages.title} />} busy={isInFlight} onClose={onClose} testId="course-cancel-dialog">
      <DialogBody>
        <p>
          <FormattedMessage {...messages.text} values={{ title: course.title }} />
        </p>
        <label htmlFor="course-cancel-reason">
          <FormattedMessage {...messages.reason} />
        </label>
        <textarea id="course-cancel-reason" maxLength={500} rows={2} value={reason} placeholder={intl.formatMessage(messages.reasonPlaceholder)} onChange={(event) => setReason(event.target.value)} />
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
