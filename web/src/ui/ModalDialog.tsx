import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CloseButton, DialogFrame, DialogHeader } from './dialogStyles';
import { dialogMessages } from './messages';

export { DialogActions, DialogBody, DialogButtons } from './dialogStyles';

interface ModalDialogProps {
  title: ReactNode;
  /** Called when the dialog asks to close: Escape, the × button. The owner closes it by unmounting it. */
  onClose: () => void;
  children: ReactNode;
  testId: string;
  /** While true (saving), neither Escape nor the × button closes it: a half-saved form would leave nobody to show the answer. */
  busy?: boolean;
  width?: number;
  /** As tall as the screen allows (up to 760 px), whatever its content: for tabbed forms. */
  tall?: boolean;
  /** One padded column (title, text, `DialogButtons`) instead of a header above `DialogBody` and `DialogActions`. */
  padded?: boolean;
  /** Id of the element describing the dialog (a confirmation's question). */
  describedBy?: string;
}

/**
 * A native modal dialog, open while mounted: the browser moves focus into it (to the element marked
 * `data-autofocus`, else the first focusable one), keeps the page behind it inert, so focus stays inside,
 * and asks to close on Escape. Focus returns to what opened it. A dialog opened from within another (a
 * confirmation over the order details) lies above it in the browser's top layer.
 */
export function ModalDialog({ title, onClose, children, testId, busy = false, width = 520, tall = false, padded = false, describedBy }: ModalDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // The latest props, without re-running the effect that opens the dialog.
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const closeHandler = useRef(onClose);
  closeHandler.current = onClose;
  const closing = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // StrictMode's trial unmount closed it; the remount opens it again.
    closing.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      closing.current = true;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (!busyNow.current) closeHandler.current();
  };

  // Escape: the owner decides (it unmounts the dialog), never the browser on its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // Browsers may close a modal on a repeated Escape even though `cancel` was refused; while saving it opens again.
  // A `close` the browser fires after our own cleanup closed it (a task later) is stale.
  const onNativeClose = () => {
    const element = dialog.current;
    if (closing.current || !element || element.open) return;
    if (busyNow.current) element.showModal();
    else closeHandler.current();
  };

  return (
    <DialogFrame
      ref={dialog}
      $width={width}
      $tall={tall}
      $padded={padded}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onCancel={onCancel}
      onClose={onNativeClose}
      data-testid={testId}
      {...{ closedby: busy ? 'none' : 'closerequest' }}
    >
      <DialogHeader $padded={padded}>
        <h2 id={`${id}-title`}>{title}</h2>
        <CloseButton type="button" aria-label={intl.formatMessage(dialogMessages.close)} onClick={requestClose} disabled={busy}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </DialogHeader>
      {children}
    </DialogFrame>
  );
}
