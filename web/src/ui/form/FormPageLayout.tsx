import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  padding: 32px 0 56px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Panel = styled.section`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: break-word;
`;

const Intro = styled.div`
  margin-bottom: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

/** A form page: heading, intro and the form in a panel, with an optional side panel. */
export function FormPageLayout({
  title,
  intro,
  aside,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Grid>
      <Panel>
        <h1>{title}</h1>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Panel>
      {aside && <Panel as="aside">{aside}</Panel>}
    </Grid>
  );
}
