import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAboveConsentBanner } from '../layout/consent/bannerHeight';

/** docs/SPEC.md §9: a toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;

const Box = styled.div<{ $tone: 'error' | 'success' }>`
  position: fixed;
  z-index: 50;
  right: 16px;
  /* Above the cookie banner while it is shown (the variable comes from layout/consent/bannerHeight.ts). */
  bottom: calc(16px + var(--consent-banner-height, 0px));
  left: 16px;
  max-width: 420px;
  margin-left: auto;
  padding: 14px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;

/** One message at a time at the bottom (docs/SPEC.md §9); errors are announced at once, successes politely. */
export function Toast({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const aboveBanner = useAboveConsentBanner();
  return (
    <Box $tone={tone} style={aboveBanner} role={tone === 'error' ? 'alert' : 'status'} data-testid="toast">
      {children}
    </Box>
  );
}
