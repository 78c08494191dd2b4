import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UpdateCoursesNoticeInput,
  useUpdateCoursesNoticeMutation as UpdateMutation,
} from '../../../__generated__/useUpdateCoursesNoticeMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { coursesNoticeEditorMessages } from '../messages';

type SavedNotice = NonNullable<UpdateMutation['response']['updateCoursesNotice']['coursesNotice']>;

/**
 * Saves the notice box above the course list in both languages (admins only, checked by the server).
 * `submit` resolves, never rejects: refusals by field (`de.title`, …) or for the form, or a failed
 * request as `saveFailed`. The settings screen asks the server afresh whenever it opens, so no store update.
 */
export function useUpdateCoursesNoticeMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<UpdateMutation>(graphql`
    mutation useUpdateCoursesNoticeMutation($input: UpdateCoursesNoticeInput!) {
      updateCoursesNotice(input: $input) {
        coursesNotice {
          title
          text
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
    (input: UpdateCoursesNoticeInput): Promise<FormMutationResult<SavedNotice>> =>
      commitFormMutation(
        commit,
        { input },
        ({ updateCoursesNotice: payload }) => ({ payload, value: payload.coursesNotice }),
        intl.formatMessage(coursesNoticeEditorMessages.saveFailed),
      ),
    [commit, intl],
  );

  return { submit, isInFlight };
}
