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
  /**
   * What the action does to money or access, said before it is taken ("€120.00 back to the PayPal account of …"),
   * and any choice it offers (a checkbox); shown under the text.
   */
  children?: ReactNode;
  /** While the action runs: both buttons wait. */
  busy?: boolean;
}

/**
 * Asks before an action: the one pattern for every action that changes an order's status, moves money or changes
 * someone's access (docs/SPEC.md §4: confirm, cancel, delete each after a confirmation dialog). The text, and the
 * consequence beneath it, say what will happen; nothing happens until the confirm button.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
  children,
  busy = false,
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <ModalDialog title={title} onClose={onCancel} testId={testId} describedBy={textId} width={480} padded busy={busy}>
      <div id={textId}>
        <p>{text}</p>
        {children}
      </div>
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy} data-testid="confirm-dialog-cancel">
          <FormattedMessage {...adminSharedMessages.back} />
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy} data-testid="confirm-dialog-confirm">
          {confirmLabel}
        </Button>
      </DialogButtons>
    </ModalDialog>
  );
}
