import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDuplicateCourseMutation as DuplicateMutation } from '../../../__generated__/useDuplicateCourseMutation.graphql';
import { prependCourse } from './courseConnection';
import { courseDialogMessages } from './messages';

export type DuplicateCourseResult = { ok: true; id: string; title: string } | { ok: false; message: string };

/**
 * Copies a course (" (Kopie)" after the title, all places free, inactive until edited) and puts the copy at the top
 * of the shown list (`connections`). Never rejects: a refusal or failed request resolves with its message.
 */
export function useDuplicateCourseMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<DuplicateMutation>(graphql`
    mutation useDuplicateCourseMutation($input: DuplicateCourseInput!) {
      duplicateCourse(input: $input) {
        course {
          id
          title
          ...AdminCourseRow_course
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const duplicate = useCallback(
    (id: string, connections: string[]): Promise<DuplicateCourseResult> =>
      new Promise((resolve) => {
        const failed = intl.formatMessage(courseDialogMessages.duplicateFailed);
        commit({
          variables: { input: { id } },
          updater: (store) => prependCourse(store, store.getRootField('duplicateCourse')?.getLinkedRecord('course'), connections),
          onCompleted: ({ duplicateCourse: { errors, course } }) => {
            if (errors.length > 0) resolve({ ok: false, message: errors.map((error) => error.message).join(' ') });
            else if (course) resolve({ ok: true, id: course.id, title: course.title });
            else resolve({ ok: false, message: failed });
          },
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: failed });
          },
        });
      }),
    [commit, intl],
  );

  return { duplicate, isInFlight };
}
