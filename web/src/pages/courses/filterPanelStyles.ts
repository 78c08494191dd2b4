import styled from 'styled-components';

export const Panel = styled.form`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 16px;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 52px);
    padding: 20px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Phones fold the filters away so the courses come first; wider screens always show them. */
export const Toggle = styled.button`
  margin-left: auto;
  min-height: 40px;
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  label,
  legend {
    font-weight: 700;
    font-size: 0.9rem;
    padding: 0;
  }
  select,
  input[type='search'] {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const RadioRow = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 400 !important;
  min-height: 32px;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
