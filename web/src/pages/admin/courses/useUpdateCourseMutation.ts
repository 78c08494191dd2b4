import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateCourseInput, useUpdateCourseMutation as UpdateMutation } from '../../../__generated__/useUpdateCourseMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { courseFormMessages } from './messages';

type UpdatedCourse = NonNullable<UpdateMutation['response']['updateCourse']['course']>;

/**
 * Saves the changed fields of a course. The answer updates the table row and the dialog's history in the store
 * (same `id`). Resolves, never rejects: the course, or the refusals by field and for the form (`id`: deleted
 * meanwhile), or a failed request as `sendFailed`.
 */
export function useUpdateCourseMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateCourseMutation($input: UpdateCourseInput!) {
      updateCourse(input: $input) {
        course {
          id
          ...AdminCourseRow_course
          ...CourseFormDialog_course
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: UpdateCourseInput): Promise<FormMutationResult<UpdatedCourse>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateCourse: payload }) => ({ payload, value: payload.course }),
        intl.formatMessage(courseFormMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
