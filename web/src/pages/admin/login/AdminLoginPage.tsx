import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AdminTexts } from '../../../i18n/AdminTexts';
import { PageHead } from '../../../seo/PageHead';
import { Container } from '../../../ui/Container';
import { adminLoginMessages } from '../messages';
import { SignInForm } from './SignInForm';

const Panel = styled.section`
  max-width: 420px;
  margin: 48px auto 64px;
  padding: 28px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Forgot = styled.p`
  && {
    margin: 16px 0 0;
    text-align: center;
  }
`;

/** docs/SPEC.md §2 admin login (/admin/login); a signed-in visitor never sees it (adminLoginLoader). */
export function AdminLoginPage() {
  return (
    <AdminTexts>
      <AdminLogin />
    </AdminTexts>
  );
}

function AdminLogin() {
  const intl = useIntl();
  return (
    <Container>
      <PageHead title={intl.formatMessage(adminLoginMessages.title)} noindex />
      <Panel data-testid="admin-login">
        <h1>
          <FormattedMessage {...adminLoginMessages.title} />
        </h1>
        <p>
          <FormattedMessage {...adminLoginMessages.intro} />
        </p>
        <SignInForm />
        <Forgot>
          <Link to="/team/password-reset" data-testid="forgot-password">
            <FormattedMessage {...adminLoginMessages.forgotPassword} />
          </Link>
        </Forgot>
      </Panel>
    </Container>
  );
}
