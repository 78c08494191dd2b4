import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CourseCancellationReason, useCancelCourseMutation as Mutation } from '../../../__generated__/useCancelCourseMutation.graphql';
import { commonMessages } from '../../../i18n/messages';

export type CancelCourseResult = { ok: true; cancelledOrders: number; refunds: number } | { ok: false; message: string };

/** Issue 24: the school cancels a course; every open order of it is cancelled and refunded on the server, in one go. */
export function useCancelCourseMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCancelCourseMutation($input: CancelCourseInput!) {
      cancelCourse(input: $input) {
        course {
          id
          isActive
          cancelledAt
        }
        cancelledOrders
        refunds
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const cancelCourse = useCallback(
    (courseId: string, reasonKind: CourseCancellationReason, reason: string): Promise<CancelCourseResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { courseId, reasonKind, reason: reason.trim() || null } },
          onCompleted: ({ cancelCourse: result }) =>
            resolve(result.errors.length > 0 ? { ok: false, message: result.errors.map((error) => error.message).join(' ') } : { ok: true, cancelledOrders: result.cancelledOrders, refunds: result.refunds }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: intl.formatMessage(commonMessages.generalError) });
          },
        });
      }),
    [commit, intl],
  );
  return { cancelCourse, isInFlight };
}
