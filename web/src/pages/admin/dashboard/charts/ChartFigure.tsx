import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { chartMessages } from './messages';

const Figure = styled.figure`
  margin: 0;
  padding: 16px;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  figcaption {
    font-weight: 700;
    margin-bottom: 8px;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
    margin-top: 6px;
  }
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * One chart: its caption, the drawing (an image whose accessible name is the caption and a one-line summary), and
 * its numbers as a table for whoever cannot or would rather not read a chart.
 */
export function ChartFigure({
  id,
  title,
  summary,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Figure aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div role="img" aria-label={`${title}: ${summary}`}>
        {chart}
      </div>
      <details>
        <summary>
          <FormattedMessage {...chartMessages.asTable} />
        </summary>
        {table}
      </details>
    </Figure>
  );
}
