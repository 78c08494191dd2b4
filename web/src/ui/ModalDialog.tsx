import {
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './Button';
import { CloseButton, DialogButtons, DialogFrame, DialogHeader } from './dialogStyles';
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

interface DialogClose {
  /** Closes as Escape and × do: after asking, while a form in the dialog has unsaved changes. */
  requestClose: () => void;
  /** A form inside tells whether it holds changes not saved yet (`FormikDiscardGuard`). */
  setDirty: (dirty: boolean) => void;
}

const DialogCloseContext = createContext<DialogClose | null>(null);

/**
 * The dialog's own close request for a form's "Abbrechen" button, so it asks before discarding unsaved changes as
 * Escape and × do; outside a dialog, `fallback`.
 */
export function useDialogClose(fallback: () => void): () => void {
  return useContext(DialogCloseContext)?.requestClose ?? fallback;
}

/**
 * A form's "Abbrechen" inside a dialog: closes through the dialog, so unsaved changes are asked about first (as
 * Escape and × do); `onCancel` outside a dialog.
 */
export function DialogCancelButton({
  onCancel,
  children,
  disabled,
  testId,
}: {
  onCancel: () => void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const requestClose = useDialogClose(onCancel);
  return (
    <Button type="button" $variant="secondary" onClick={requestClose} disabled={disabled} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Tells the surrounding dialog whether its form holds unsaved changes (forgotten when the form goes). */
export function useReportDirty(dirty: boolean): void {
  const setDirty = useContext(DialogCloseContext)?.setDirty;
  useEffect(() => {
    setDirty?.(dirty);
  }, [setDirty, dirty]);
  useEffect(() => () => setDirty?.(false), [setDirty]);
}

/**
 * A native modal dialog, open while mounted: the browser moves focus into it (to the element marked
 * `data-autofocus`, else the first focusable one), keeps the page behind it inert, so focus stays inside,
 * and asks to close on Escape. Focus returns to what opened it. A dialog opened from within another (a
 * confirmation over the order details) lies above it in the browser's top layer. While a form inside reports unsaved
 * changes (`useReportDirty`), Escape, × and the form's "Abbrechen" (`useDialogClose`) first ask whether to discard
 * them: half a course typed in is not lost to one key.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  testId,
  busy = false,
  width = 520,
  tall = false,
  padded = false,
  describedBy,
}: ModalDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // The latest props, without re-running the effect that opens the dialog.
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const closeHandler = useRef(onClose);
  closeHandler.current = onClose;
  const closing = useRef(false);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);

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

  const requestClose = useCallback(() => {
    if (busyNow.current) return;
    if (dirty.current) setAsking(true);
    else closeHandler.current();
  }, []);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const context = useMemo(() => ({ requestClose, setDirty }), [requestClose, setDirty]);

  // Escape: the owner decides (it unmounts the dialog), never the browser on its own. A dialog opened inside this
  // one (a confirmation) handles its own Escape: React passes its event up to this one too.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    requestClose();
  };

  // Browsers may close a modal on a repeated Escape even though `cancel` was refused; while saving it opens again.
  // A `close` the browser fires after our own cleanup closed it (a task later) is stale.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const element = dialog.current;
    if (event.target !== event.currentTarget || closing.current || !element || element.open) return;
    if (busyNow.current || dirty.current) element.showModal();
    if (busyNow.current) return;
    requestClose();
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
      <DialogCloseContext.Provider value={context}>{children}</DialogCloseContext.Provider>
      {asking && (
        <DiscardChangesDialog onKeep={() => setAsking(false)} onDiscard={() => closeHandler.current()} testId={`${testId}-discard`} />
      )}
    </DialogFrame>
  );
}

/** "Discard the changes?" over a dialog whose form holds unsaved ones; going back (the default) keeps them. */
function DiscardChangesDialog({ onKeep, onDiscard, testId }: { onKeep: () => void; onDiscard: () => void; testId: string }) {
  const textId = useId();
  return (
    <ModalDialog
      title={<FormattedMessage {...dialogMessages.discardTitle} />}
      onClose={onKeep}
      testId={testId}
      describedBy={textId}
      width={440}
      padded
    >
      <p id={textId}>
        <FormattedMessage {...dialogMessages.discardText} />
      </p>
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onKeep} data-autofocus data-testid="discard-keep">
          <FormattedMessage {...dialogMessages.keepEditing} />
        </Button>
        <Button type="button" onClick={onDiscard} data-testid="discard-confirm">
          <FormattedMessage {...dialogMessages.discard} />
        </Button>
      </DialogButtons>
    </ModalDialog>
  );
}
