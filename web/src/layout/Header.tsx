import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { CartButton } from './cart/CartButton';
import { Container } from '../ui/Container';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { headerMessages } from './messages';
import { MobileMenu } from './MobileMenu';
import { coursesItem, homeItem, trailingItems, type NavItem } from './navItems';
import { NavLinkItem } from './navStyles';
import { ServicesDropdown } from './ServicesDropdown';
import { TopBar } from './TopBar';
import { useScrolledPast } from './useScrolledPast';

const Sticky = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  /* Always in view: focusing one of its controls must not scroll the page (GlobalStyle's scroll-margin). */
  :is(a, button, input, select, textarea, [tabindex]) {
    scroll-margin: 0;
  }
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.headerScrolled : theme.shadows.header)};
  transition: box-shadow 0.2s;
`;

const MainRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.nav} {
    display: flex;
    align-items: center;
    gap: 2px;
  }
`;

// One cart button for every width: on phones it stays in the bar beside the menu button, so a parent sees
// what is in the cart without opening the menu; language and "book a course" are in the phone menu instead.
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  ${({ theme }) => theme.media.nav} {
    gap: 12px;
  }
`;

const DesktopOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.nav} {
    display: contents;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
  ${({ theme }) => theme.media.nav} {
    display: none;
  }
`;

const AdminTitle = styled.span`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PublicHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);

  const link = (item: NavItem) => (
    <NavLinkItem key={item.to} to={item.to} $active={item.matches(pathname)} aria-current={item.matches(pathname) ? 'page' : undefined}>
      <FormattedMessage {...item.label} />
    </NavLinkItem>
  );

  return (
    <Sticky $scrolled={scrolled}>
      <TopBar />
      <MainRow>
        <Logo />
        <DesktopNav aria-label={intl.formatMessage(headerMessages.mainNavigation)}>
          {link(homeItem)}
          {link(coursesItem)}
          <ServicesDropdown />
          {trailingItems.map(link)}
        </DesktopNav>
        <Actions>
          <DesktopOnly>
            <LanguageSwitch />
          </DesktopOnly>
          <CartButton />
          <DesktopOnly>
            <ButtonLink to="/courses">
              <FormattedMessage {...headerMessages.bookCourse} />
            </ButtonLink>
          </DesktopOnly>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={intl.formatMessage(menuOpen ? headerMessages.closeMenu : headerMessages.openMenu)}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </MenuToggle>
        </Actions>
      </MainRow>
      {menuOpen && <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} />}
    </Sticky>
  );
}

/** On a phone the title goes under the logo rather than running under the sign-out button beside it. */
const AdminBrand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 12px;
  min-width: 0;
`;

const SignOutSlot = styled.div`
  flex: none;
`;

// Its own chunk, loaded on /admin paths only: the public pages carry no sign-out code.
const HeaderSignOut = lazy(() => import('../pages/admin/session/HeaderSignOut').then((m) => ({ default: m.HeaderSignOut })));

/**
 * The admin area has its own navigation: the header only names where you are, with sign-out while
 * someone is signed in (docs/SPEC.md §2). Admin paths render in the browser only, so the lazy button never
 * meets the server render.
 */
function AdminHeader() {
  const scrolled = useScrolledPast(0);
  return (
    <Sticky $scrolled={scrolled}>
      <MainRow>
        <AdminBrand>
          <Logo />
          <AdminTitle>
            <FormattedMessage {...headerMessages.adminTitle} />
          </AdminTitle>
        </AdminBrand>
        <SignOutSlot>
          <Suspense fallback={null}>
            <HeaderSignOut />
          </Suspense>
        </SignOutSlot>
      </MainRow>
    </Sticky>
  );
}

export function Header() {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin') ? <AdminHeader /> : <PublicHeader />;
}
