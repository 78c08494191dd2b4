import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/fieldStyles';
import { courseDialogMessages as messages } from './messages';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/ModalDialog';
import { useDeleteCourseMutation } from './useDeleteCourseMutation';
import { useDuplicateCourseMutation } from './useDuplicateCourseMutation';
import { useSetCourseActiveMutation } from './useSetCourseActiveMutation';

/** The course a row's action is about, as the row shows it. */
export interface CourseSummary {
  id: string;
  title: string;
  isActive: boolean;
}

interface DeleteProps {
  course: CourseSummary;
  connections: string[];
  onClose: () => void;
  onDeleted: () => void;
  onDeactivated: () => void;
}

/**
 * Delete, after confirmation (docs/SPEC.md §2). A course with orders, requests or held places is refused
 * (COURSE_HAS_ORDERS): the server's message says so, and the dialog offers to take it off offer instead.
 */
export function DeleteCourseDialog({ course, connections, onClose, onDeleted, onDeactivated }: DeleteProps) {
  const { deleteCourse } = useDeleteCourseMutation();
  const { setActive } = useSetCourseActiveMutation();
  const [busy, setBusy] = useState<'delete' | 'deactivate' | null>(null);
  const [refusal, setRefusal] = useState<{ code: string | null; message: string } | null>(null);

  const onDelete = async () => {
    setBusy('delete');
    setRefusal(null);
    const result = await deleteCourse(course.id, connections);
    setBusy(null);
    if (result.ok) onDeleted();
    else setRefusal({ code: result.code, message: refusalText(result) });
  };

  const onDeactivate = async () => {
    setBusy('deactivate');
    const result = await setActive(course.id, false);
    setBusy(null);
    if (result.ok) onDeactivated();
    else setRefusal({ code: null, message: refusalText(result) });
  };

  const hasOrders = refusal?.code === 'COURSE_HAS_ORDERS';
  return (
    <ModalDialog
      title={<FormattedMessage {...messages.deleteTitle} />}
      busy={busy !== null}
      onClose={onClose}
      testId="course-delete-dialog"
    >
      <DialogBody>
        <p>
          <FormattedMessage {...messages.deleteText} values={{ title: course.title }} />
        </p>
        {refusal && (
          <FormAlert $tone="error" role="alert" data-testid="course-delete-error">
            <p>{refusal.message}</p>
          </FormAlert>
        )}
      </DialogBody>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy !== null} data-autofocus>
          <FormattedMessage {...messages.cancel} />
        </Button>
        {hasOrders ? (
          course.isActive && (
            <Button type="button" onClick={onDeactivate} disabled={busy !== null} data-testid="course-deactivate-instead">
              <FormattedMessage {...(busy === 'deactivate' ? messages.deactivating : messages.deactivateInstead)} />
            </Button>
          )
        ) : (
          <Button type="button" onClick={onDelete} disabled={busy !== null} data-testid="course-delete-confirm">
            <FormattedMessage {...(busy === 'delete' ? messages.deleting : messages.deleteConfirm)} />
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

interface DuplicateProps {
  course: CourseSummary;
  connections: string[];
  onClose: () => void;
  onDuplicated: (copy: { id: string; title: string }) => void;
}

/** Duplicate, after saying what the copy will be: " (Kopie)", all places free, inactive until edited (docs/SPEC.md §4). */
export function DuplicateCourseDialog({ course, connections, onClose, onDuplicated }: DuplicateProps) {
  const { duplicate } = useDuplicateCourseMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onDuplicate = async () => {
    setBusy(true);
    setFailure(null);
    const result = await duplicate(course.id, connections);
    setBusy(false);
    if (result.ok) onDuplicated({ id: result.value.id, title: result.value.title });
    else setFailure(refusalText(result));
  };

  return (
    <ModalDialog title={<FormattedMessage {...messages.duplicateTitle} />} busy={busy} onClose={onClose} testId="course-duplicate-dialog">
      <DialogBody>
        <p>
          <FormattedMessage {...messages.duplicateText} values={{ title: course.title }} />
        </p>
        {failure && (
          <FormAlert $tone="error" role="alert" data-testid="course-duplicate-error">
            <p>{failure}</p>
          </FormAlert>
        )}
      </DialogBody>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button type="button" onClick={onDuplicate} disabled={busy} data-testid="course-duplicate-confirm" data-autofocus>
          <FormattedMessage {...(busy ? messages.duplicating : messages.duplicateConfirm)} />
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
