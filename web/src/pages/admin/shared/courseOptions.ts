import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { courseOptions_query$key } from '../../../__generated__/courseOptions_query.graphql';
import { formatDate } from '../../../i18n/format';

/**
 * How the pickers' course lists load: from the store at once when there, and from the network at most every
 * 30 s (docs/SPEC.md §7 refreshes admin course lists every 30 s), not again with every search or filter.
 */
export const COURSE_OPTIONS_QUERY_OPTIONS = { fetchPolicy: 'store-and-network', reuseForMs: 30_000 } as const;

export interface CourseOption {
  databaseId: number;
  title: string;
  startDate: string | null;
  /** "Seepferdchen (01.03.2099)": the start date tells courses of one title apart. */
  label: string;
}

/**
 * Every course (the API's largest page, 200: all of a small school's, past ones included), inactive ones too (a deactivated course still has its participants and orders), by start date
 * (docs/SPEC.md §2: the participants' picker), undated last; one start date by title.
 */
export function useCourseOptions(query: courseOptions_query$key): CourseOption[] {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment courseOptions_query on Query {
        adminCourses(first: 200) @required(action: THROW) {
          edges {
            node {
              databaseId
              title
              startDate
            }
          }
        }
      }
    `,
    query,
  );
  return useMemo(
    () =>
      data.adminCourses.edges
        .map(({ node }) => ({
          databaseId: node.databaseId,
          title: node.title,
          startDate: node.startDate ?? null,
          label: node.startDate ? `${node.title} (${formatDate(intl, node.startDate)})` : node.title,
        }))
        .sort((a, b) => {
          if (a.startDate !== b.startDate) {
            if (!a.startDate) return 1;
            if (!b.startDate) return -1;
            return a.startDate < b.startDate ? -1 : 1;
          }
          return a.title.localeCompare(b.title, 'de');
        }),
    [data, intl],
  );
}
