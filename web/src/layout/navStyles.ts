import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const navItemStyles = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.primaryLight : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const NavLinkItem = styled(Link)<{ $active: boolean }>`
  ${navItemStyles}
`;

export const NavButton = styled.button<{ $active: boolean }>`
  ${navItemStyles}
`;
