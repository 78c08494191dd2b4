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
import { waitlistFormMessages } from '../waitlist/messages';
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
      availability
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
            {/* A full course takes no request; a freed place goes to its waitlist, the form on its page. */}
            {course.availability === 'FULLY_BOOKED' && (
              <ButtonLink to={`/course/${course.databaseId}#waitlist`} data-testid="course-request-waitlist">
                <FormattedMessage {...waitlistFormMessages.join} />
              </ButtonLink>
            )}
          </p>
        )}
      </FormPageLayout>
    </Container>
  );
}

/** /course-request?courseId= (docs/SPEC.md §2): the course named, and the request form while it can be requested. */
export function CourseRequestPage() {
  const { courseRef } = useLoaderData() as CourseRequestLoaderData;
  return courseRef ? <LoadedCourseRequest courseRef={courseRef} /> : <CourseNotFound />;
}
