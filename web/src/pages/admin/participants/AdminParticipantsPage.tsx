import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { AdminParticipantsPageCoursesQuery } from '../../../__generated__/AdminParticipantsPageCoursesQuery.graphql';
import type { AdminParticipantsPageQuery } from '../../../__generated__/AdminParticipantsPageQuery.graphql';
import { commonMessages } from '../../../i18n/messages';
import { PageHead } from '../../../seo/PageHead';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminQuery, ViewIntro } from '../shared/AdminView';
import { useCourseOptions } from '../shared/courseOptions';
import { FilterField } from '../shared/filterStyles';
import { EmptyState, ViewPage } from '../shared/tableStyles';
import { type AdminParticipantsLoaderData, chosenCourse } from './adminParticipantsLoader';
import { adminParticipantsMessages as messages } from './messages';
import { ParticipantList } from './ParticipantList';

const coursesQuery = graphql`
  query AdminParticipantsPageCoursesQuery {
    ...courseOptions_query
  }
`;

const participantsQuery = graphql`
  query AdminParticipantsPageQuery($courseId: Int!) {
    courseParticipants(courseId: $courseId) {
      ...ParticipantList_list
    }
  }
`;

/**
 * Printed, the list stands alone: the site's header and everything after the main part (footer, cookie banner,
 * back-to-top, toasts) are left out, as are the view's controls (the admin sidebar hides itself).
 */
const PrintStyle = createGlobalStyle`
  @media print {
    body { background: #ffffff; }
    header, main ~ *, [data-print='hide'] { display: none !important; }
  }
`;

// The shared filter field (a select), at most as wide as a course's long name needs.
const Picker = styled(FilterField)`
  max-width: 560px;
`;

const LoadingBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** Grey blocks where the content will be, announced as loading. */
function Loading() {
  const intl = useIntl();
  return (
    <LoadingBox role="status" aria-label={intl.formatMessage(commonMessages.loading)} aria-busy="true">
      <Skeleton $height="28px" $width="60%" />
      <Skeleton $height="120px" />
      <Skeleton $height="120px" />
    </LoadingBox>
  );
}

/** docs/SPEC.md §2 admin participants view: a course picked by start date, then its numbered participant list. */
export function AdminParticipantsPage() {
  const { coursesRef, listRef } = useLoaderData() as AdminParticipantsLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!coursesRef) return null;
  return <ParticipantsView coursesRef={coursesRef} listRef={listRef} />;
}

function ParticipantsView({
  coursesRef,
  listRef,
}: {
  coursesRef: PreloadedQuery<AdminParticipantsPageCoursesQuery>;
  listRef: PreloadedQuery<AdminParticipantsPageQuery> | null;
}) {
  const intl = useIntl();
  return (
    <ViewPage data-testid="admin-participants">
      <PrintStyle />
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1 data-print="hide">
        <FormattedMessage {...messages.title} />
      </h1>
      <ViewIntro data-print="hide">
        <FormattedMessage {...messages.intro} />
      </ViewIntro>
      <AdminQuery<AdminParticipantsPageCoursesQuery>
        query={coursesQuery}
        reference={coursesRef}
        loadFailed={messages.coursesLoadFailed}
        errorTestId="participants-courses-error"
        loading={<Skeleton $height="72px" />}
      >
        {(courses) => <CoursePicker reference={courses} />}
      </AdminQuery>
      {listRef ? (
        <AdminQuery<AdminParticipantsPageQuery>
          query={participantsQuery}
          reference={listRef}
          loadFailed={messages.loadFailed}
          errorTestId="participants-error"
          loading={<Loading />}
        >
          {(reference) => <Participants reference={reference} />}
        </AdminQuery>
      ) : (
        <EmptyState data-testid="participants-choose">
          <p>
            <FormattedMessage {...messages.chooseHint} />
          </p>
        </EmptyState>
      )}
    </ViewPage>
  );
}

/** docs/SPEC.md §2: the courses sorted by start date, each with its date; the choice goes into the URL (`?course=12`). */
function CoursePicker({ reference }: { reference: PreloadedQuery<AdminParticipantsPageCoursesQuery> }) {
  const intl = useIntl();
  const id = useId();
  const data = usePreloadedQuery<AdminParticipantsPageCoursesQuery>(coursesQuery, reference);
  const options = useCourseOptions(data);
  const [params, setParams] = useSearchParams();
  const chosen = chosenCourse(params);

  if (options.length === 0) {
    return (
      <EmptyState role="status" data-testid="participants-no-courses">
        <p>
          <FormattedMessage {...messages.noCourses} />
        </p>
      </EmptyState>
    );
  }
  return (
    <Picker data-print="hide">
      <label htmlFor={id}>
        <FormattedMessage {...messages.course} />
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => setParams(event.target.value ? { course: event.target.value } : {})}
        data-testid="participants-course-picker"
      >
        <option value="">{intl.formatMessage(messages.chooseCourse)}</option>
        {chosen && !options.some((option) => option.databaseId === chosen) && <option value={chosen}>#{chosen}</option>}
        {options.map((option) => (
          <option key={option.databaseId} value={option.databaseId}>
            {option.label}
          </option>
        ))}
      </select>
    </Picker>
  );
}

function Participants({ reference }: { reference: PreloadedQuery<AdminParticipantsPageQuery> }) {
  const { courseParticipants } = usePreloadedQuery<AdminParticipantsPageQuery>(participantsQuery, reference);
  if (!courseParticipants) {
    return (
      <EmptyState role="status" data-testid="participants-not-found">
        <p>
          <FormattedMessage {...messages.notFound} />
        </p>
      </EmptyState>
    );
  }
  return <ParticipantList list={courseParticipants} />;
}
