import styled from 'styled-components';

/**
 * The box a wide table scrolls sideways in, so a phone scrolls the table and never the page. Focusable, so a
 * keyboard can scroll it too (give it `tabIndex={0}`, a `role="region"` and a name).
 */
export const TableBox = styled.div`
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth = '720px' }) => $minWidth};
  border-collapse: collapse;
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  .numeric {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  /*
   * Phones scroll a table in its box; from the admin area's desktop layout on it fits its column (at 1024 and 1280 px,
   * no action column behind a sideways scroll): no minimum widths; texts wrap between words, never inside one (a column
   * is at least as wide as its longest word: overflow-wrap break-word leaves that width alone, unlike anywhere,
   * which let the table squeeze "Aktionen" into "Akti/onen"); a button keeps its label on one line.
   */
  ${({ theme }) => theme.media.md} {
    min-width: 0;
    th,
    td {
      padding: 10px 6px;
    }
    thead th {
      white-space: normal;
    }
    td {
      min-width: 0;
      overflow-wrap: break-word;
    }
    /* Amounts keep their no-break space before "€"; a cell like "Veröffentlicht am 12.03.2026" may wrap between words. */
    td.numeric {
      white-space: normal;
      overflow-wrap: normal;
    }
    td > * {
      min-width: 0;
    }
    td button {
      white-space: nowrap;
    }
  }
`;

/** Badges side by side that wrap in a narrow cell. */
export const BadgeRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const ListFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The heading and text of an admin view. */
export const ViewPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const EmptyState = styled.div`
  padding: 32px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  p + p {
    margin-top: 6px;
  }
`;
