import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteCourseMutation as DeleteMutation } from '../../../__generated__/useDeleteCourseMutation.graphql';
import { removeCourse } from './courseConnection';
import { courseDialogMessages } from './messages';

export type DeleteCourseResult = { ok: true } | { ok: false; code: string | null; message: string };

/**
 * Deletes a course and takes it out of the shown list (`connections`). Refused with COURSE_HAS_ORDERS while
 * orders, requests or held places refer to it (the dialog then offers to deactivate it instead); a failed request
 * resolves with SPEC §8's general error. Never rejects.
 */
export function useDeleteCourseMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<DeleteMutation>(graphql`
    mutation useDeleteCourseMutation($input: DeleteCourseInput!) {
      deleteCourse(input: $input) {
        deletedCourseId
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const deleteCourse = useCallback(
    (id: string, connections: string[]): Promise<DeleteCourseResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { id } },
          updater: (store) => removeCourse(store, store.getRootField('deleteCourse')?.getValue('deletedCourseId') as string | null | undefined, connections),
          onCompleted: ({ deleteCourse: { errors, deletedCourseId } }) => {
            if (errors.length > 0) resolve({ ok: false, code: errors[0].code, message: errors.map((error) => error.message).join(' ') });
            else if (deletedCourseId) resolve({ ok: true });
            else resolve({ ok: false, code: null, message: intl.formatMessage(courseDialogMessages.deleteFailed) });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, code: null, message: intl.formatMessage(courseDialogMessages.deleteFailed) });
          },
        });
      }),
    [commit, intl],
  );

  return { deleteCourse, isInFlight };
}
