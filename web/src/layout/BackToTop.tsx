import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAboveConsentBanner } from './consent/bannerHeight';
import { pageMessages } from './messages';
import { useScrolledPast } from './useScrolledPast';

const SHOW_AFTER_PX = 300; // docs/SPEC.md §9

const RoundButton = styled.button`
  position: fixed;
  right: 16px;
  /* Above the cookie banner while it is shown (the variable comes from consent/bannerHeight.ts). */
  bottom: calc(16px + var(--consent-banner-height, 0px));
  z-index: 40;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export function BackToTop() {
  const intl = useIntl();
  const visible = useScrolledPast(SHOW_AFTER_PX);
  const aboveBanner = useAboveConsentBanner();
  if (!visible) return null;
  const label = intl.formatMessage(pageMessages.backToTop);
  return (
    <RoundButton
      type="button"
      style={aboveBanner}
      aria-label={label}
      title={label}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </RoundButton>
  );
}
