import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FormAlert } from './fieldStyles';

// Clear of the sticky header when scrolled to.
const Alert = styled(FormAlert)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 56px);
  scroll-margin-bottom: 16px;
  &:focus {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * A form's success message (in the error tone when what the visitor waits for did not happen, e.g. a mail withheld). On a phone the send button sits far below where the message appears (at the
 * form's top, or in place of the form), so on showing it scrolls itself into view and takes the focus: the
 * visitor sees it and a screen reader reads it (it was 354 px off screen after sending).
 */
export function SuccessAlert({ testId, tone = 'success', children }: { testId: string; tone?: 'success' | 'error'; children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = alert.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // Optional call: jsdom (the component tests) has no layout and no scrollIntoView.
    element.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Alert ref={alert} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} data-testid={testId}>
      {children}
    </Alert>
  );
}
