import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import TrainerRosterQuery from '../../../__generated__/TrainerRosterQuery.graphql';
import { Link } from 'react-router-dom';
import type { TrainerCourseListQuery } from '../../../__generated__/TrainerCourseListQuery.graphql';
import { trainerMessages } from './messages';
import { berlinToday, sessionLabel, weekOf } from './trainerDates';
import { CourseLinks } from './trainerStyles';

type Course = TrainerCourseListQuery['response']['trainerCourses'][number];

function CourseItems({ courses, day }: { courses: readonly Course[]; day: string | null }) {
  const intl = useIntl();
  return (
    <CourseLinks>
      {courses.map((course) => (
        <li key={course.courseId}>
          <Link to={`/trainer?course=${course.courseId}${day ? `&day=${day}` : ''}`} data-testid="trainer-course">
            <strong>{course.title}</strong>
            <span>
              {[
                day ? null : course.sessionDates.map((session) => sessionLabel(intl.locale, session)).join(', '),
                course.time,
                course.location,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span>
              <FormattedMessage {...trainerMessages.participants} values={{ count: course.participantCount }} />
            </span>
          </Link>
        </li>
      ))}
    </CourseLinks>
  );
}

/** Today's sessions first, then the week's (Monday to Sunday, Berlin time). */
export function TrainerCourseList() {
  const intl = useIntl();
  const today = berlinToday();
  const { trainerCourses } = useLazyLoadQuery<TrainerCourseListQuery>(
    graphql`
      query TrainerCourseListQuery($from: LocalDate!, $to: LocalDate!) {
        trainerCourses(from: $from, to: $to) @required(action: THROW) {
          courseId
          title
          time
          location
          sessionDates
          participantCount
        }
      }
    `,
    weekOf(today),
    // Asked again in a new language: titles and places come in the request's language.
    { fetchPolicy: 'store-and-network', fetchKey: intl.locale },
  );
  const todays = trainerCourses.filter((course) => course.sessionDates.includes(today));
  const environment = useRelayEnvironment();
  const todaysIds = todays.map((course) => course.courseId).join(',');
  // Today's rosters are asked now, while there is network: at the pool the course then opens (and reloads) without it.
  useEffect(() => {
    const subscriptions = todaysIds
      .split(',')
      .filter(Boolean)
      .map((id) => fetchQuery(environment, TrainerRosterQuery, { courseId: Number(id) }).subscribe({ error: () => undefined }));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [environment, todaysIds]);
  return (
    <>
      <h1>
        <FormattedMessage {...trainerMessages.title} />
      </h1>
      <h2>
        <FormattedMessage {...trainerMessages.today} />
      </h2>
      {todays.length ? (
        <CourseItems courses={todays} day={today} />
      ) : (
        <p>
          <FormattedMessage {...trainerMessages.noneToday} />
        </p>
      )}
      <h2>
        <FormattedMessage {...trainerMessages.thisWeek} />
      </h2>
      {trainerCourses.length ? (
        <CourseItems courses={trainerCourses} day={null} />
      ) : (
        <p>
          <FormattedMessage {...trainerMessages.noneThisWeek} />
        </p>
      )}
    </>
  );
}
