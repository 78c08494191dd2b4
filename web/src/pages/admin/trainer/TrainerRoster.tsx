import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { TrainerRosterQuery } from '../../../__generated__/TrainerRosterQuery.graphql';
import { trainerMessages } from './messages';
import { TrainerParticipantRow } from './TrainerParticipantRow';
import { berlinToday, defaultSession, sessionLabel } from './trainerDates';
import { Participants, SessionPicker } from './trainerStyles';
import { useMarkQueue } from './useMarkQueue';

/** One course: choose the session (today's first), then each child's big present/absent toggles, note and badges. */
export function TrainerRoster({ courseId, day }: { courseId: number; day: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { marks } = useMarkQueue();
  const { trainerRoster: roster } = useLazyLoadQuery<TrainerRosterQuery>(
    graphql`
      query TrainerRosterQuery($courseId: Int!) {
        trainerRoster(courseId: $courseId) {
          courseId
          title
          time
          location
          sessionDates
          badges {
            databaseId
            name
          }
          participants {
            id
            databaseId
            attendance {
              sessionDate
              present
            }
            ...TrainerParticipantRow_participant
          }
        }
      }
    `,
    { courseId },
    { fetchPolicy: 'store-and-network', fetchKey: intl.locale },
  );
  const back = (
    <p>
      <Link to="/trainer">← {intl.formatMessage(trainerMessages.allCourses)}</Link>
    </p>
  );
  if (!roster) return back;
  const session = day && roster.sessionDates.includes(day) ? day : defaultSession(roster.sessionDates, berlinToday());
  const courseMarks = marks.filter((mark) => mark.courseId === courseId);
  const presentNow = roster.participants.filter((participant) => {
    const queued = courseMarks.find(
      (mark) => mark.kind === 'attendance' && mark.participantId === participant.databaseId && mark.sessionDate === session,
    );
    if (queued?.kind === 'attendance') return queued.present;
    return participant.attendance.some((mark) => mark.sessionDate === session && mark.present);
  }).length;

  return (
    <>
      {back}
      <h1>{roster.title}</h1>
      <p>{[roster.time, roster.location].filter(Boolean).join(' · ')}</p>
      {session ? (
        <>
          <SessionPicker>
            <FormattedMessage {...trainerMessages.session} />
            <select
              value={session}
              onChange={(event) => navigate(`/trainer?course=${courseId}&day=${event.target.value}`, { replace: true })}
              data-testid="trainer-session"
            >
              {roster.sessionDates.map((date) => (
                <option key={date} value={date}>
                  {sessionLabel(intl.locale, date)}
                </option>
              ))}
            </select>
          </SessionPicker>
          <p data-testid="trainer-present-count">
            <FormattedMessage {...trainerMessages.presentCount} values={{ present: presentNow, total: roster.participants.length }} />
          </p>
          {roster.participants.length === 0 ? (
            <p>
              <FormattedMessage {...trainerMessages.noParticipants} />
            </p>
          ) : (
            <Participants>
              {roster.participants.map((participant) => (
                <TrainerParticipantRow
                  key={participant.id}
                  participant={participant}
                  courseId={courseId}
                  session={session}
                  badges={roster.badges}
                  marks={courseMarks.filter((mark) => mark.participantId === participant.databaseId)}
                />
              ))}
            </Participants>
          )}
        </>
      ) : (
        <p>
          <FormattedMessage {...trainerMessages.noSessions} />
        </p>
      )}
    </>
  );
}
