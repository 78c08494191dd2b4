import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { LanguageSwitch } from './LanguageSwitch';
import { headerMessages } from './messages';
import { coursesItem, homeItem, servicesItem, trailingItems, type NavItem } from './navItems';
import { NavButton, NavLinkItem } from './navStyles';
import { RootServices } from './RootServices';

const Panel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a,
  > ul > li > button {
    width: 100%;
    padding: 12px;
  }
  ${({ theme }) => theme.media.nav} {
    display: none;
  }
`;

const SubList = styled.ul`
  padding-left: 16px !important;
  a {
    display: block;
    padding: 10px 12px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-top: 16px;
`;

interface Props {
  id: string;
  onNavigate: () => void;
}

/** The phone menu: the same entries as the desktop bar, services as a collapsible list (the cart button stays in the bar above). */
export function MobileMenu({ id, onNavigate }: Props) {
  const { pathname } = useLocation();
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesListId = useId();
  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLinkItem
        to={item.to}
        $active={item.matches(pathname)}
        aria-current={item.matches(pathname) ? 'page' : undefined}
        onClick={onNavigate}
      >
        <FormattedMessage {...item.label} />
      </NavLinkItem>
    </li>
  );

  return (
    <Panel id={id}>
      <ul>
        {link(homeItem)}
        {link(coursesItem)}
        <li>
          <NavButton
            type="button"
            $active={servicesItem.matches(pathname)}
            aria-expanded={servicesOpen}
            aria-controls={servicesListId}
            onClick={() => setServicesOpen((open) => !open)}
          >
            <FormattedMessage {...headerMessages.services} />
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d={servicesOpen ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </NavButton>
          {servicesOpen && (
            <SubList id={servicesListId}>
              <RootServices onNavigate={onNavigate} />
              <li>
                <Link to="/services" onClick={onNavigate}>
                  <FormattedMessage {...headerMessages.allServices} />
                </Link>
              </li>
            </SubList>
          )}
        </li>
        {trailingItems.map(link)}
      </ul>
      <Actions>
        <LanguageSwitch />
        <ButtonLink to="/courses" onClick={onNavigate}>
          <FormattedMessage {...headerMessages.bookCourse} />
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
