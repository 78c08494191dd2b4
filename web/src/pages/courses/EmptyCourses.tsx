import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { coursesPageMessages } from './messages';

const Box = styled.div`
  padding: 40px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function EmptyCourses() {
  return (
    <Box data-testid="courses-empty">
      <h2>
        <FormattedMessage {...coursesPageMessages.emptyTitle} />
      </h2>
      <p>
        <FormattedMessage {...coursesPageMessages.emptyText} />
      </p>
      <ButtonLink to="/" $variant="secondary">
        <FormattedMessage {...coursesPageMessages.backHome} />
      </ButtonLink>
    </Box>
  );
}
