import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { TrainerCourseListQuery } from '../../../__generated__/TrainerCourseListQuery.graphql';
import { trainerMessages } from './messages';
import { berlinToday, weekOf } from './trainerDates';
import { CourseLinks } from './trainerStyles';

type Course = TrainerCourseListQuery['response']['trainerCourses'][number];

export const sessionLabel = (intl: ReturnType<typeof useIntl>, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

function CourseItems({ courses, day }: { courses: readonly Course[]; day: string | null }) {
  const intl = useIntl();
  return (
    <CourseLinks>
      {courses.map((course) => (
        <li key={course.courseId}>
          <Link to={`/trainer?course=${course.courseId}${day ? `&day=${day}` : ''}`} data-testid="trainer-course">
            <strong>{course.title}</strong>
            <span>
              {[day ? null : course.sessionDates.map((session) => sessionLabel(intl, session)).join(', '), course.time, course.location].filter(Boolean).join(' · ')}
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
  const today = berlinToday();
  const { trainerCourses } = useLazyLoadQuery<TrainerCourseListQuery>(
    graphql`
      query TrainerCourseListQuery($from: LocalDate!, $to: LocalDate!) {
        trainerCourses(from: $from, to: $to) {
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
    { fetchPolicy: 'store-and-network' },
  );
  const todays = trainerCourses.filter((course) => course.sessionDates.includes(today));
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
