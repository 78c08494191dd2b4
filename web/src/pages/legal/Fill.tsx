import type { ReactNode } from 'react';
import styled from 'styled-components';

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.warning};
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * A fact the legal texts need but SPEC does not give (street, register number, VAT id, …): shown
 * highlighted in square brackets for the business to fill in, never an invented value. Tests and a
 * pre-launch check find them by `data-legal-placeholder`.
 */
export function Fill({ children }: { children: ReactNode }) {
  return <Mark data-legal-placeholder="">[{children}]</Mark>;
}
