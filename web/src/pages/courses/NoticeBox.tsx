import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { NoticeBox_query$key } from '../../__generated__/NoticeBox_query.graphql';

const Box = styled.aside`
  display: flex;
  gap: 12px;
  margin: 24px 0;
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentLight};
  h2 {
    font-size: 1rem;
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  /* The team may write line breaks into the notice. */
  p {
    margin: 0;
    white-space: pre-line;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The team's notice above the course list (an admin setting, in the page's language); no notice, no box. */
export function NoticeBox({ query }: { query: NoticeBox_query$key }) {
  const headingId = useId();
  const { coursesNotice } = useFragment(
    graphql`
      fragment NoticeBox_query on Query {
        coursesNotice {
          title
          text
          untranslated
        }
      }
    `,
    query,
  );
  if (!coursesNotice?.text) return null;
  return (
    <Box
      data-testid="courses-notice"
      aria-labelledby={coursesNotice.title ? headingId : undefined}
      lang={coursesNotice.untranslated ? 'de' : undefined}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 11v6M12 7v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <div>
        {coursesNotice.title && <h2 id={headingId}>{coursesNotice.title}</h2>}
        <p>{coursesNotice.text}</p>
      </div>
    </Box>
  );
}
