import { graphql } from 'react-relay/hooks';
import type { CourseCancellationReason, useCancelCourseMutation as Mutation } from '../../../__generated__/useCancelCourseMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
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
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * The school cancels a course; every open order of it is cancelled and refunded on the server, in one go. Resolves
 * with how many orders were cancelled and refunds started, or the server's reasons (no answer: the general error).
 */
export function useCancelCourseMutation() {
  const { run, isInFlight } = useMutationOutcome<Mutation, CancelledCounts>(
    mutation,
    ({ cancelCourse: payload }) => ({
      payload,
      value: payload.course && { cancelledOrders: payload.cancelledOrders, refunds: payload.refunds },
    }),
    commonMessages.generalError,
  );
  return {
    cancelCourse: (courseId: string, reasonKind: CourseCancellationReason, reason: string) =>
      run({ input: { courseId, reasonKind, reason: reason.trim() || null } }),
    isInFlight,
  };
}

type CancelledCounts = { cancelledOrders: number; refunds: number };
