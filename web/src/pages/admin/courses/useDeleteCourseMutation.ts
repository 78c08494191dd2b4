import { graphql } from 'react-relay/hooks';
import type { useDeleteCourseMutation as Mutation } from '../../../__generated__/useDeleteCourseMutation.graphql';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { removeCourse } from './courseConnection';
import { courseDialogMessages } from './messages';

const mutation = graphql`
  mutation useDeleteCourseMutation($input: DeleteCourseInput!) {
    deleteCourse(input: $input) {
      deletedCourseId
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** A deletion's outcome; a refusal also names its first reason's `code` (null: no answer). */
export type DeleteCourseOutcome = Exclude<MutationOutcome<string>, Refused> | (Refused & { code: string | null });

type Refused = Extract<MutationOutcome<string>, { ok: false }>;

/**
 * Deletes a course and takes it out of the shown list (`connections`). Refused with COURSE_HAS_ORDERS while
 * orders, requests or held places refer to it (the dialog then offers to deactivate it instead); a failed request
 * resolves with the translated "could not be deleted".
 */
export function useDeleteCourseMutation() {
  const { run, isInFlight } = usePayloadMutation<Mutation>(mutation, 'deleteCourse', 'deletedCourseId', courseDialogMessages.deleteFailed);
  const deleteCourse = async (id: string, connections: string[]): Promise<DeleteCourseOutcome> => {
    // The outcome carries the refusals' texts only; the code is read from this call's answer.
    let code: string | null = null;
    const outcome = await run(
      { input: { id } },
      {
        updater: (store, response) => {
          code = response?.deleteCourse.errors[0]?.code ?? null;
          removeCourse(store, response?.deleteCourse.deletedCourseId, connections);
        },
      },
    );
    return outcome.ok ? outcome : { ...outcome, code };
  };
  return { deleteCourse, isInFlight };
}
