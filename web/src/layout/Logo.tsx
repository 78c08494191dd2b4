import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { headerMessages } from './messages';

// An inline mark: nothing to download, so there is no failed image to replace.
const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Word = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1;
  font-weight: 700;
  font-size: 1.4rem;
  letter-spacing: 0.02em;
  small {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    margin-top: 3px;
  }
`;

export function Logo() {
  const intl = useIntl();
  return (
    <LogoLink to="/" aria-label={intl.formatMessage(headerMessages.logoLabel)}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="18" fill="#0b5c8c" />
        <path d="M6 20c3-3 6-3 9 0s6 3 9 0 6-3 6-1" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M6 26c3-3 6-3 9 0s6 3 9 0 6-3 6-1" fill="none" stroke="#7fd3e8" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M18 6c-3 4-4 6-4 8a4 4 0 008 0c0-2-1-4-4-8z" fill="#7fd3e8" />
      </svg>
      <Word aria-hidden="true">
        {/* The space keeps the words apart in the text, so the link's name contains what it shows (WCAG 2.5.3). */}
        H2O <small>Gersthofen</small>
      </Word>
    </LogoLink>
  );
}
