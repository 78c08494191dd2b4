import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrainerParticipantRow_participant$key } from '../../../__generated__/TrainerParticipantRow_participant.graphql';
import { type Mark, markQueue } from './markQueue';
import { trainerMessages } from './messages';
import { BadgeToggles, ParticipantCard, PendingChip, Toggle, Toggles } from './trainerStyles';

interface Props {
  participant: TrainerParticipantRow_participant$key;
  courseId: number;
  session: string;
  badges: readonly { databaseId: number; name: string }[];
  /** This child's marks still on the phone: they show over the server's state (they are newer). */
  marks: readonly Mark[];
}

/** One child: present/absent for the session, and (folded) the trainers' note and the badges reached. */
export function TrainerParticipantRow({ participant: key, courseId, session, badges, marks }: Props) {
  const intl = useIntl();
  const participant = useFragment(
    graphql`
      fragment TrainerParticipantRow_participant on TrainerParticipant {
        databaseId
        firstName
        lastName
        note
        attendance {
          sessionDate
          present
        }
        badges {
          badgeId
        }
      }
    `,
    key,
  );
  const participantId = participant.databaseId;
  const queuedAttendance = marks.find((mark) => mark.kind === 'attendance' && mark.sessionDate === session);
  const present =
    queuedAttendance?.kind === 'attendance'
      ? queuedAttendance.present
      : participant.attendance.find((mark) => mark.sessionDate === session)?.present;
  const queuedNote = marks.find((mark) => mark.kind === 'note');
  const note = queuedNote?.kind === 'note' ? queuedNote.text : participant.note;
  const [draft, setDraft] = useState(note);
  useEffect(() => setDraft(note), [note]);
  const reached = (badgeId: number) => {
    const queued = marks.find((mark) => mark.kind === 'badge' && mark.badgeId === badgeId);
    return queued?.kind === 'badge' ? queued.reached : participant.badges.some((badge) => badge.badgeId === badgeId);
  };
  const pending = marks.length > 0;
  const now = () => new Date().toISOString();
  const name = `${participant.firstName} ${participant.lastName}`;
  const noteId = `trainer-note-${participantId}`;

  const mark = (value: boolean) =>
    markQueue.add({ kind: 'attendance', courseId, participantId, sessionDate: session, present: value, markedAt: now() });

  return (
    <ParticipantCard data-testid="trainer-participant" data-participant={participantId}>
      <h3>
        {name}
        {pending && (
          <PendingChip data-testid="mark-pending">
            <FormattedMessage {...trainerMessages.pending} />
          </PendingChip>
        )}
      </h3>
      <Toggles role="group" aria-label={name}>
        <Toggle
          type="button"
          $tone="present"
          $on={present === true}
          aria-pressed={present === true}
          onClick={() => mark(true)}
          data-testid="attendance-present"
        >
          <FormattedMessage {...trainerMessages.present} />
        </Toggle>
        <Toggle
          type="button"
          $tone="absent"
          $on={present === false}
          aria-pressed={present === false}
          onClick={() => mark(false)}
          data-testid="attendance-absent"
        >
          <FormattedMessage {...trainerMessages.absent} />
        </Toggle>
      </Toggles>
      <details>
        <summary>
          <FormattedMessage {...trainerMessages.note} /> · <FormattedMessage {...trainerMessages.badges} />
        </summary>
        <label htmlFor={noteId}>
          <FormattedMessage {...trainerMessages.note} />
        </label>
        <textarea
          id={noteId}
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft.trim() !== note.trim()) markQueue.add({ kind: 'note', courseId, participantId, text: draft, markedAt: now() });
          }}
          aria-describedby={`${noteId}-hint`}
          data-testid="trainer-note"
        />
        <small id={`${noteId}-hint`}>
          <FormattedMessage {...trainerMessages.noteHint} />
        </small>
        <BadgeToggles role="group" aria-label={intl.formatMessage(trainerMessages.badges)}>
          {badges.map((badge) => {
            const on = reached(badge.databaseId);
            return (
              <Toggle
                key={badge.databaseId}
                type="button"
                $tone="badge"
                $on={on}
                aria-pressed={on}
                onClick={() =>
                  markQueue.add({ kind: 'badge', courseId, participantId, badgeId: badge.databaseId, reached: !on, markedAt: now() })
                }
                data-testid="trainer-badge"
              >
                {badge.name}
              </Toggle>
            );
          })}
        </BadgeToggles>
      </details>
    </ParticipantCard>
  );
}
