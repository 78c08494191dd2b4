import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { CourseRequestPageQuery } from '../../__generated__/CourseRequestPageQuery.graphql';
import { formatDateRange } from '../../i18n/format';
import { PageHead } from '../../seo/PageHead';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { FormPageLayout } from '../../ui/form/FormPageLayout';
import { CourseNotFound } from '../course-detail/CourseNotFound';
import { CourseRequestForm } from './CourseRequestForm';
import type { CourseRequestLoaderData } from './courseRequestLoader';
import { courseRequestMessages } from './messages';

const courseRequestPageQuery = graphql`
  query CourseRequestPageQuery($databaseId: Int!) {
    course(databaseId: $databaseId) {
      databaseId
      title
      startDate
      endDate
      bookable
    }
  }
`;

function LoadedCourseRequest({ courseRef }: { courseRef: PreloadedQuery<CourseRequestPageQuery> }) {
  const intl = useIntl();
  const { course } = usePreloadedQuery<CourseRequestPageQuery>(courseRequestPageQuery, courseRef);
  if (!course) return <CourseNotFound />;
  const title = intl.formatMessage(courseRequestMessages.title);
  const dates = formatDateRange(intl, course.startDate, course.endDate);
  return (
    <Container>
      {/* A form about one course, reached by its link: not a page for search results. */}
      <PageHead title={`${title}: ${course.title}`} noindex />
      <FormPageLayout
        title={title}
        intro={
          <>
            <strong data-testid="course-title">{course.title}</strong> · {dates}
            {'\n'}
            <FormattedMessage {...courseRequestMessages.intro} values={{ course: course.title }} />
          </>
        }
      >
        {course.bookable ? (
          <CourseRequestForm courseId={course.databaseId} />
        ) : (
          <p role="alert" data-testid="course-request-closed">
            <FormattedMessage {...courseRequestMessages.closed} />{' '}
            <ButtonLink to={`/course/${course.databaseId}`} $variant="ghost">
              <FormattedMessage {...courseRequestMessages.backToCourse} />
            </ButtonLink>{' '}
            {/* A full course takes no request (SPEC §2: its button is disabled); interest in a freed place goes by message. */}
            <ButtonLink to={`/contact?course=${encodeURIComponent(course.title)}`} data-testid="course-request-contact">
              <FormattedMessage {...courseRequestMessages.askByMessage} />
            </ButtonLink>
          </p>
        )}
      </FormPageLayout>
    </Container>
  );
}

/** /course-request?courseId= (SPEC §2): the course named, and the request form while it can be requested. */
export function CourseRequestPage() {
  const { courseRef } = useLoaderData() as CourseRequestLoaderData;
  return courseRef ? <LoadedCourseRequest courseRef={courseRef} /> : <CourseNotFound />;
}
