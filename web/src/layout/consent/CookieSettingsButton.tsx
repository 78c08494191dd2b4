import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useConsent } from './ConsentProvider';
import { consentMessages } from './messages';

// A button (it opens a dialog, it goes nowhere) that reads like the links beside it in the footer.
const LinkLikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: #ffffff; /* the footer's link colour */
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** Reopens the cookie settings from the footer, so a choice can be changed or withdrawn at any time. */
export function CookieSettingsButton() {
  const { openSettings } = useConsent();
  return (
    <LinkLikeButton type="button" onClick={openSettings} data-testid="consent-footer-button">
      <FormattedMessage {...consentMessages.footerLink} />
    </LinkLikeButton>
  );
}
