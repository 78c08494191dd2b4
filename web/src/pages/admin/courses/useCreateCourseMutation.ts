import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateCourseInput, useCreateCourseMutation as CreateMutation } from '../../../__generated__/useCreateCourseMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { prependCourse } from './courseConnection';
import { courseFormMessages } from './messages';

type CreatedCourse = NonNullable<CreateMutation['response']['createCourse']['course']>;

/**
 * Creates a course and puts it at the top of the shown list (`connections`, the ids of the table's connection). Resolves, never rejects: the course,
 * or the refusals by field (`priceCents`, …) and for the form, or a failed request as `sendFailed`.
 */
export function useCreateCourseMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<CreateMutation>(graphql`
    mutation useCreateCourseMutation($input: CreateCourseInput!) {
      createCourse(input: $input) {
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

  const submit = useCallback(
    (input: CreateCourseInput, connections: string[]): Promise<FormMutationResult<CreatedCourse>> =>
      commitFormMutation<CreateMutation, CreatedCourse>(
        (config) => commit({ ...config, updater: (store) => prependCourse(store, store.getRootField('createCourse')?.getLinkedRecord('course'), connections) }),
        { input },
        ({ createCourse: payload }) => ({ payload, value: payload.course }),
        intl.formatMessage(courseFormMessages.sendFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
