import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import type { ReviewChooseCourseQuery } from '../../__generated__/ReviewChooseCourseQuery.graphql';
import type { ReviewPageQuery } from '../../__generated__/ReviewPageQuery.graphql';
import { formatDate, formatDateRange } from '../../i18n/format';
import { PageHead } from '../../seo/PageHead';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { FormPageLayout } from '../../ui/form/FormPageLayout';
import { CourseNotFound } from '../course-detail/CourseNotFound';
import { reviewMessages, reviewRuleMessages } from './messages';
import type { ReviewLoaderData } from './reviewLoader';
import { ReviewForm } from './ReviewForm';

const reviewPageQuery = graphql`
  query ReviewPageQuery($databaseId: Int!) {
    course(databaseId: $databaseId) {
      databaseId
      title
      description
      startDate
      reviewable
    }
  }
`;

const reviewChooseCourseQuery = graphql`
  query ReviewChooseCourseQuery {
    courses(first: 50) {
      edges {
        node {
          databaseId
          title
          startDate
          endDate
          reviewable
        }
      }
    }
  }
`;

function LoadedReview({ courseRef }: { courseRef: PreloadedQuery<ReviewPageQuery> }) {
  const intl = useIntl();
  const { course } = usePreloadedQuery<ReviewPageQuery>(reviewPageQuery, courseRef);
  if (!course) return <CourseNotFound />;
  const title = intl.formatMessage(reviewMessages.title);
  return (
    <Container>
      <PageHead title={`${title}: ${course.title}`} noindex />
      <FormPageLayout
        title={title}
        intro={
          <>
            <strong data-testid="course-title">{course.title}</strong>
            {course.description.trim() && <span data-testid="course-description">{`\n${course.description.trim()}`}</span>}
            {'\n\n'}
            <FormattedMessage {...reviewMessages.intro} />
          </>
        }
      >
        {course.reviewable ? (
          <ReviewForm courseId={course.databaseId} />
        ) : (
          // The server refuses it too (COURSE_NOT_STARTED): nobody has taken part before the first day.
          <p role="status" data-testid="review-not-yet">
            {course.startDate ? (
              <FormattedMessage {...reviewRuleMessages.notYet} values={{ date: formatDate(intl, course.startDate) }} />
            ) : (
              <FormattedMessage {...reviewRuleMessages.notYetNoDate} />
            )}{' '}
            <ButtonLink to={`/course/${course.databaseId}`} $variant="ghost">
              <FormattedMessage {...reviewRuleMessages.toCourse} />
            </ButtonLink>
          </p>
        )}
      </FormPageLayout>
    </Container>
  );
}

/**
 * `/review` without a course (a shortened link, a typed address): the courses that can be reviewed, to choose from,
 * instead of sending the visitor away.
 */
function ChooseCourse({ chooseRef }: { chooseRef: PreloadedQuery<ReviewChooseCourseQuery> }) {
  const intl = useIntl();
  const { courses } = usePreloadedQuery<ReviewChooseCourseQuery>(reviewChooseCourseQuery, chooseRef);
  const reviewable = courses.edges.map(({ node }) => node).filter((course) => course.reviewable);
  const title = intl.formatMessage(reviewMessages.title);
  return (
    <Container>
      <PageHead title={title} noindex />
      <FormPageLayout title={title} intro={<FormattedMessage {...reviewRuleMessages.chooseIntro} />}>
        {reviewable.length === 0 ? (
          <p data-testid="review-choose-none">
            <FormattedMessage {...reviewRuleMessages.chooseNone} />
          </p>
        ) : (
          <ul data-testid="review-choose-list">
            {reviewable.map((course) => (
              <li key={course.databaseId}>
                <Link
                  to={`/review?courseId=${course.databaseId}`}
                  aria-label={intl.formatMessage(reviewRuleMessages.chooseLabel, { title: course.title })}
                >
                  {course.title}
                </Link>{' '}
                · {formatDateRange(intl, course.startDate, course.endDate)}
              </li>
            ))}
          </ul>
        )}
      </FormPageLayout>
    </Container>
  );
}

/** /review?courseId=: the course's title and description and the review form, once the course has begun; /review: choose a course. */
export function ReviewPage() {
  const data = useLoaderData() as ReviewLoaderData;
  return data.courseRef ? <LoadedReview courseRef={data.courseRef} /> : <ChooseCourse chooseRef={data.chooseRef} />;
}
