import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { courseDialogMessages } from './messages';

const Dialog = styled.dialog<{ $width: number; $tall: boolean }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 24px));
  max-width: none;
  max-height: calc(100dvh - 24px);
  /* A tabbed form keeps one height, so the buttons stay put when the tab changes. */
  ${({ $tall }) => ($tall ? 'height: min(760px, calc(100dvh - 24px));' : '')}
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop { background: rgba(16, 37, 58, 0.55); }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px 8px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    overflow-wrap: anywhere;
  }
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
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

interface Props {
  title: ReactNode;
  /** While true (saving), neither Escape nor the × button closes it. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  width?: number;
  /** As tall as the screen allows (up to 760 px), whatever its content: for tabbed forms. */
  tall?: boolean;
}

/**
 * A native modal dialog, open while mounted: the browser moves focus into it (to the element marked
 * `data-autofocus`, else the first focusable one), keeps the page behind it inert, so focus stays inside,
 * and asks to close on Escape. Focus returns to what opened it. It cannot be closed while `busy`: a half-saved
 * form would leave nobody to show the answer.
 */
export function ModalDialog({ title, busy = false, onClose, children, testId, width = 520, tall = false }: Props) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const closing = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
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
    if (!busyNow.current) onClose();
  };

  // Escape: the parent decides (it unmounts the dialog), never the browser on its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // Browsers may close a modal on a repeated Escape even though `cancel` was refused; while saving it opens again.
  const onNativeClose = () => {
    const element = dialog.current;
    if (closing.current || !element) return;
    if (busyNow.current) element.showModal();
    else onClose();
  };

  return (
    <Dialog
      ref={dialog}
      $width={width}
      $tall={tall}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      onCancel={onCancel}
      onClose={onNativeClose}
      data-testid={testId}
      {...{ closedby: busy ? 'none' : 'closerequest' }}
    >
      <Header>
        <h2 id={`${id}-title`}>{title}</h2>
        <CloseButton type="button" aria-label={intl.formatMessage(courseDialogMessages.close)} onClick={requestClose} disabled={busy}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      {children}
    </Dialog>
  );
}

/** The part of a dialog below its heading that scrolls when the screen is short. */
export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 16px 20px;
  p { margin: 0 0 12px; }
`;

/** Buttons at the bottom: cancel left, the action right; stacked on phones, the action on top. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  padding: 12px 20px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    flex-wrap: wrap;
  }
`;
