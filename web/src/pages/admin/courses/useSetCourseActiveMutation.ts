import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCourseActiveMutation as SetActiveMutation } from '../../../__generated__/useSetCourseActiveMutation.graphql';
import { adminCoursesMessages } from './messages';

export type SetActiveResult = { ok: true } | { ok: false; message: string };

/**
 * The active switch (SPEC §2): shows the new state at once (Relay's optimistic update) and keeps it when the
 * server agrees. A refusal (`errors`) or a failed request takes the optimistic state back (Relay drops it
 * and the store keeps the server's value); `setActive` resolves with the server's message or a translated
 * "could not be saved" for the page to show. Never rejects.
 */
export function useSetCourseActiveMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SetActiveMutation>(graphql`
    mutation useSetCourseActiveMutation($input: SetCourseActiveInput!) {
      setCourseActive(input: $input) {
        course {
          id
          isActive
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const setActive = useCallback(
    (id: string, isActive: boolean): Promise<SetActiveResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { id, isActive } },
          optimisticResponse: { setCourseActive: { course: { id, isActive }, errors: [] } },
          onCompleted: ({ setCourseActive: { errors } }) =>
            resolve(errors.length > 0 ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: intl.formatMessage(adminCoursesMessages.switchFailed) });
          },
        });
      }),
    [commit, intl],
  );

  return { setActive, isInFlight };
}
