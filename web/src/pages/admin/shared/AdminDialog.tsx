import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { adminSharedMessages } from './messages';

const Dialog = styled.dialog<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '860px' : '480px')}, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &::backdrop { background: rgba(16, 37, 58, 0.55); }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  h2 { margin: 0; font-size: 1.3rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -8px -8px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primaryLight}; }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

interface AdminDialogProps {
  title: ReactNode;
  /** Called when the dialog closes itself: Escape, the × button. */
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
  /** Id of the element describing the dialog (a confirmation's question). */
  describedBy?: string;
  /** False while the dialog must stay open (a form being saved): Escape and the × button do nothing then. */
  closable?: boolean;
}

/**
 * A native modal dialog, as the cookie settings are: the browser moves focus into it, keeps the page behind it
 * inert and closes it on Escape; focus goes back to what opened it. Mounted while open. A dialog opened from
 * within another (a confirmation over the order details) lies above it in the browser's top layer.
 */
export function AdminDialog({ title, onClose, children, wide = false, testId, describedBy, closable = true }: AdminDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest handler, without re-running the effect that opens the dialog.
  const closeHandler = useRef(onClose);
  closeHandler.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Dialog
      ref={dialog}
      $wide={wide}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // Escape: the browser closes it; the owner unmounts it. A `close` that arrives while the dialog is open
      // again is stale: the browser fires it a task later, after StrictMode's trial unmount closed the dialog
      // and the remount reopened it.
      onClose={(event) => {
        if (!event.currentTarget.open) closeHandler.current();
      }}
      // Escape asks with a `cancel` event first: refused while the dialog may not close.
      onCancel={(event) => {
        if (!closable) event.preventDefault();
      }}
      data-testid={testId}
    >
      <Body>
        <TitleRow>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={intl.formatMessage(adminSharedMessages.close)} disabled={!closable} onClick={() => closeHandler.current()}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </TitleRow>
        {children}
      </Body>
    </Dialog>
  );
}

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
    <AdminDialog title={title} onClose={onCancel} testId={testId} describedBy={textId}>
      <p id={textId}>{text}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel} data-testid="confirm-dialog-cancel">
          <FormattedMessage {...adminSharedMessages.back} />
        </Button>
        <Button type="button" onClick={onConfirm} data-testid="confirm-dialog-confirm">
          {confirmLabel}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}
