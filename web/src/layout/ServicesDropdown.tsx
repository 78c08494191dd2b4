import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { headerMessages } from './messages';
import { servicesItem } from './navItems';
import { RootServices } from './RootServices';
import { NavButton } from './navStyles';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 60;
  min-width: 280px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  a {
    display: block;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  li:last-child {
    margin-top: 4px;
    padding-top: 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    a {
      color: ${({ theme }) => theme.colors.primary};
      font-weight: 700;
    }
  }
`;

/** Desktop "Services" menu: the services from the API plus "view all". */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <NavButton
        type="button"
        $active={servicesItem.matches(pathname)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage {...headerMessages.services} />
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </NavButton>
      {open && (
        <Panel id={panelId}>
          <RootServices onNavigate={() => setOpen(false)} />
          <li>
            <Link to="/services" onClick={() => setOpen(false)}>
              <FormattedMessage {...headerMessages.allServices} />
            </Link>
          </li>
        </Panel>
      )}
    </Wrapper>
  );
}
