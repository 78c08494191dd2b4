import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DemoAccountBannerQuery } from '../../__generated__/DemoAccountBannerQuery.graphql';
import { setupChecklistMessages as messages } from './dashboard/setupMessages';

const Banner = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningLight};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  a {
    font-weight: 700;
    margin-left: 6px;
  }
`;

/**
 * On every admin page while the demo data's bank account is set (`isDemo`), so production cannot keep
 * it unnoticed; gone once the real account is saved. Reads the public shop settings (cheap, shared with checkout).
 */
export function DemoAccountBanner() {
  const { shopSettings } = useLazyLoadQuery<DemoAccountBannerQuery>(
    graphql`
      query DemoAccountBannerQuery {
        shopSettings {
          bankTransfer {
            isDemo
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!shopSettings.bankTransfer.isDemo) return null;
  return (
    <Banner role="status" data-testid="demo-account-banner">
      <FormattedMessage {...messages.demoBanner} />
      <Link to="/admin/settings">
        <FormattedMessage {...messages.demoBannerLink} />
      </Link>
    </Banner>
  );
}
