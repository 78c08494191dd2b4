import styled from 'styled-components';

/**
 * The guide's text. Phones first: a code block scrolls inside itself and long inline code (header values, paths)
 * breaks anywhere, so the page never scrolls sideways at 360 px.
 */
export const Guide = styled.div`
  max-width: 820px;
  min-width: 0;
  line-height: 1.65;
  h2 {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 40px 0 12px;
    scroll-margin-top: 80px;
  }
  h3 {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 24px 0 8px;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 6px;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    background: ${({ theme }) => theme.colors.primaryLight};
    border-radius: 4px;
    padding: 0 4px;
    overflow-wrap: anywhere;
  }
  pre {
    max-width: 100%;
    overflow-x: auto;
    background: ${({ theme }) => theme.colors.text};
    color: #f5fafd;
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 14px 16px;
    font-size: 0.9rem;
    line-height: 1.5;
  }
  /* A schema coordinate wraps only between its parts (ChangelogSection's <wbr>), never inside a name. */
  code.schema-path {
    overflow-wrap: normal;
  }
  pre code {
    background: none;
    color: inherit;
    padding: 0;
    overflow-wrap: normal;
    font-size: inherit;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 6px 12px 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  /* An event name is one word: its cell keeps it whole, the description beside it wraps. */
  th code {
    white-space: nowrap;
    overflow-wrap: normal;
  }
`;

export const Contents = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 16px 20px;
  margin: 24px 0 8px;
  max-width: 820px;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 1;
    ${({ theme }) => theme.media.sm} {
      columns: 2;
    }
  }
`;
