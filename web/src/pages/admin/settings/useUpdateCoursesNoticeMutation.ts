import { graphql } from 'react-relay/hooks';
import type {
  UpdateCoursesNoticeInput,
  useUpdateCoursesNoticeMutation as UpdateMutation,
} from '../../../__generated__/useUpdateCoursesNoticeMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { coursesNoticeEditorMessages } from '../messages';

const mutation = graphql`
  mutation useUpdateCoursesNoticeMutation($input: UpdateCoursesNoticeInput!) {
    updateCoursesNotice(input: $input) {
      coursesNotice {
        title
        text
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves the notice box above the course list in both languages (admins only, checked by the server).
 * `submit` resolves, never rejects: refusals by field (`de.title`, …) or for the form, or a failed
 * request as `saveFailed`. The settings screen asks the server afresh whenever it opens, so no store update.
 */
export function useUpdateCoursesNoticeMutation() {
  const { run, isInFlight } = usePayloadMutation<UpdateMutation>(
    mutation,
    'updateCoursesNotice',
    'coursesNotice',
    coursesNoticeEditorMessages.saveFailed,
  );
  return { submit: (input: UpdateCoursesNoticeInput) => run({ input }), isInFlight };
}
