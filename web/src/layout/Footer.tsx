import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NewsletterFooterSection } from '../pages/newsletter/NewsletterFooterSection';
import { Container } from '../ui/Container';
import { layoutWhenNear } from '../ui/layoutWhenNear';
import { CookieSettingsButton } from './consent/CookieSettingsButton';
import { CONTACT_EMAIL } from './contact';
import { footerMessages } from './messages';
import { coursesItem, homeItem, servicesItem, trailingItems } from './navItems';
import { RootServices } from './RootServices';

const Outer = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #e6f2f9;
  padding: 40px 0 24px;
  a {
    color: #ffffff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    font-size: 1rem;
    color: #ffffff;
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 6px;
  }
`;

// The columns laid out when near (ui/layoutWhenNear.ts), not the whole footer: contained whole, its last row's colours
// could no longer be told by axe (site-walk.test.ts).
const Columns = styled.div`
  ${layoutWhenNear('760px')}
  display: grid;
  gap: 28px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1fr;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.9rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
  li {
    margin: 0;
  }
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

const Brand = styled.p`
  font-size: 1.4rem;
  font-weight: 700;
  color: #ffffff;
  margin-bottom: 8px;
`;

export function Footer() {
  const intl = useIntl();
  const quickLinks = [homeItem, coursesItem, servicesItem, ...trailingItems];
  return (
    <Outer>
      <Container>
        <Columns>
          <div>
            <Brand aria-hidden="true">H2O</Brand>
            <p>
              <FormattedMessage {...footerMessages.description} />
            </p>
          </div>
          <nav aria-label={intl.formatMessage(footerMessages.quickLinks)}>
            <h2>
              <FormattedMessage {...footerMessages.quickLinks} />
            </h2>
            <ul>
              {quickLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>
                    <FormattedMessage {...item.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>
              <FormattedMessage {...footerMessages.services} />
            </h2>
            <ul>
              <RootServices />
            </ul>
          </div>
          <div>
            <h2>
              <FormattedMessage {...footerMessages.contact} />
            </h2>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p>
              <FormattedMessage {...footerMessages.openingHoursWeek} />
              <br />
              <FormattedMessage {...footerMessages.openingHoursSaturday} />
            </p>
            {/* Where a parent looks for their booking when the mail with its link is gone. */}
            <p>
              <Link to="/checkout/order-links" data-testid="footer-order-links">
                <FormattedMessage {...footerMessages.orderLinks} />
              </Link>
            </p>
          </div>
        </Columns>
        <NewsletterFooterSection />
        <Bottom>
          <span>
            <FormattedMessage {...footerMessages.copyright} values={{ year: new Date().getFullYear() }} />
          </span>
          <nav aria-label={intl.formatMessage(footerMessages.legal)}>
            <ul>
              <li>
                <Link to="/impressum">
                  <FormattedMessage {...footerMessages.imprint} />
                </Link>
              </li>
              <li>
                <Link to="/datenschutz">
                  <FormattedMessage {...footerMessages.privacy} />
                </Link>
              </li>
              <li>
                <Link to="/agb">
                  <FormattedMessage {...footerMessages.terms} />
                </Link>
              </li>
              <li>
                <Link to="/developers">
                  <FormattedMessage {...footerMessages.developers} />
                </Link>
              </li>
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
        </Bottom>
      </Container>
    </Outer>
  );
}
