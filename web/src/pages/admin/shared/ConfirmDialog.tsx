import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { adminSharedMessages } from './messages';

interface ConfirmDialogProps {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** Asks before an action (SPEC §4: confirm, cancel, delete each after a confirmation dialog). */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const textId = useId();
  return (
    <ModalDialog title={title} onClose={onCancel} testId={testId} describedBy={textId} width={480} padded>
      <p id={textId}>{text}</p>
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onCancel} data-testid="confirm-dialog-cancel">
          <FormattedMessage {...adminSharedMessages.back} />
        </Button>
        <Button type="button" onClick={onConfirm} data-testid="confirm-dialog-confirm">
          {confirmLabel}
        </Button>
      </DialogButtons>
    </ModalDialog>
  );
}
