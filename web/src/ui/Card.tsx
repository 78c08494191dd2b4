import styled from 'styled-components';
import { layoutWhenNear } from './layoutWhenNear';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
  overflow-wrap: break-word; /* long German compounds must not widen a phone layout */
  hyphens: auto;
`;

/** One column on phones, two on tablets, up to three on desktops; cards off the first screen are laid out when near. */
export const CardGrid = styled.div<{ $maxColumns?: 2 | 3 }>`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  > * {
    ${layoutWhenNear('320px')}
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $maxColumns = 3 }) => $maxColumns}, minmax(0, 1fr));
  }
`;
