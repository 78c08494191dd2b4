import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
    font-weight: 700;
    color: inherit;
  }
`;

/** A failed load: what did not load, and a button that asks again. */
export function LoadFailed({ message, onRetry, testId }: { message: ReactNode; onRetry: () => void; testId?: string }) {
  return (
    <Box role="alert" data-testid={testId ?? 'load-failed'}>
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry} data-testid="retry">
        <FormattedMessage {...commonMessages.retry} />
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  /** What to show instead of the failed part; gets the error (already logged). */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a query that failed while rendering (usePreloadedQuery throws its error). Give it a new `key`
 * with each new attempt, so the attempt renders afresh instead of the old failure.
 */
export class LoadErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
