import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CourseList_query$key } from '../../__generated__/CourseList_query.graphql';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/Card';
import { CourseCard } from './CourseCard';
import { EmptyCourses } from './EmptyCourses';
import { coursesPageMessages } from './messages';

const COURSE_PAGE_SIZE = 100;

const Count = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

export function CourseList({ query }: { query: CourseList_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CourseList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, filter: { type: "CourseFilter" })
      @refetchable(queryName: "CourseListPaginationQuery") {
        courses(first: $count, after: $cursor, filter: $filter) @connection(key: "CourseList_courses") {
          totalCount
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.courses;

  if (edges.length === 0) return <EmptyCourses />;

  return (
    <section aria-label={intl.formatMessage(coursesPageMessages.listLabel)}>
      <Count role="status">
        <FormattedMessage {...coursesPageMessages.resultCount} values={{ count: totalCount }} />
      </Count>
      <CardGrid $maxColumns={2}>
        {edges.map(({ node }) => (
          <CourseCard key={node.id} course={node} />
        ))}
      </CardGrid>
      {hasNext && (
        <More>
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(COURSE_PAGE_SIZE)}>
            <FormattedMessage {...coursesPageMessages.loadMore} />
          </Button>
        </More>
      )}
    </section>
  );
}
