import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { ReviewPageQuery } from '../../__generated__/ReviewPageQuery.graphql';
import type { Flash } from '../../layout/FlashToast';
import { flashMessages } from '../../layout/messages';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { FormPageLayout } from '../../ui/form/FormPageLayout';
import { PageSpinner } from '../../ui/Spinner';
import { CourseNotFound } from '../course-detail/CourseNotFound';
import { reviewMessages } from './messages';
import type { ReviewLoaderData } from './reviewLoader';
import { ReviewForm } from './ReviewForm';

const reviewPageQuery = graphql`
  query ReviewPageQuery($databaseId: Int!) {
    course(databaseId: $databaseId) {
      databaseId
      title
      description
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
        <ReviewForm courseId={course.databaseId} />
      </FormPageLayout>
    </Container>
  );
}

/** SPEC §2: without a course, an error toast and off to the home page (after hydration; the server shows a spinner). */
function NoCourse() {
  const navigate = useNavigate();
  useEffect(() => {
    const flash: Flash = { id: flashMessages.reviewNoCourse.id, tone: 'error' };
    navigate('/', { replace: true, state: { flash } });
  }, [navigate]);
  return (
    <>
      <PageHead noindex />
      <PageSpinner />
    </>
  );
}

/** /review?courseId= (SPEC §2): the course's title and description and the review form. */
export function ReviewPage() {
  const { courseRef } = useLoaderData() as ReviewLoaderData;
  return courseRef ? <LoadedReview courseRef={courseRef} /> : <NoCourse />;
}
