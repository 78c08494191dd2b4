import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { CONTACT_EMAIL } from './contact';
import { headerMessages } from './messages';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 0.9rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Row = styled(Container)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  min-height: 36px;
`;

export function TopBar() {
  return (
    <Bar>
      <Row>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        <Link to="/admin/login">
          <FormattedMessage {...headerMessages.login} />
        </Link>
      </Row>
    </Bar>
  );
}
