import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useSaveTrainerMarksMutation as SaveMutation } from '../../../__generated__/useSaveTrainerMarksMutation.graphql';
import { GraphQLRequestError } from '../../../relay/fetchGraphQL';
import type { Mark, SendOutcome } from './markQueue';

const mutation = graphql`
  mutation useSaveTrainerMarksMutation($input: SaveTrainerMarksInput!) {
    saveTrainerMarks(input: $input) {
      applied
      participants {
        id
        ...TrainerParticipantRow_participant
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** The queue's sender: one call per batch of a course's marks; the answer updates the participants in the store. */
export function useSaveTrainerMarksMutation(): (courseId: number, marks: Mark[]) => Promise<SendOutcome> {
  const environment = useRelayEnvironment();
  return useCallback(
    (courseId, marks) =>
      new Promise<SendOutcome>((resolve) => {
        const input = {
          courseId,
          attendance: marks.flatMap((m) =>
            m.kind === 'attendance'
              ? [{ participantId: m.participantId, sessionDate: m.sessionDate, present: m.present, markedAt: m.markedAt }]
              : [],
          ),
          notes: marks.flatMap((m) => (m.kind === 'note' ? [{ participantId: m.participantId, text: m.text, markedAt: m.markedAt }] : [])),
          badges: marks.flatMap((m) =>
            m.kind === 'badge' ? [{ participantId: m.participantId, badgeId: m.badgeId, reached: m.reached, markedAt: m.markedAt }] : [],
          ),
        };
        commitMutation<SaveMutation>(environment, {
          mutation,
          variables: { input },
          onCompleted: ({ saveTrainerMarks }) => {
            const errors = saveTrainerMarks.errors;
            resolve(errors.length ? { kind: 'refused', message: errors.map((error) => error.message).join(' ') } : { kind: 'saved' });
          },
          onError: (error) => {
            // Too many saves in a short time (429): the connection is fine; the marks stay and go after the pause the
            // server named. No answer (offline, server away): they stay and go again. A refusal of the whole call (no
            // longer this trainer's course) will not change by sending again.
            if (error instanceof GraphQLRequestError && error.errors.some((entry) => entry.extensions?.code === 'RATE_LIMITED')) {
              resolve({ kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds ?? null });
            } else if (error instanceof GraphQLRequestError) {
              resolve({ kind: 'refused', message: error.errors.map((entry) => entry.message).join(' ') });
            } else {
              resolve({ kind: 'failed' });
            }
          },
        });
      }),
    [environment],
  );
}
