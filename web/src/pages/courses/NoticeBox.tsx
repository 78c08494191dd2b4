import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { coursesPageMessages } from './messages';

const Box = styled.aside`
  display: flex;
  gap: 12px;
  margin: 24px 0;
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentLight};
  h2 { font-size: 1rem; margin: 0 0 4px; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
  svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
`;

export function NoticeBox() {
  return (
    <Box data-testid="courses-notice">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 11v6M12 7v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <div>
        <h2>
          <FormattedMessage {...coursesPageMessages.noticeTitle} />
        </h2>
        <p>
          <FormattedMessage {...coursesPageMessages.noticeText} />
        </p>
      </div>
    </Box>
  );
}
