import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SubmitCourseRequestInput,
  useSubmitCourseRequestMutation as SubmitCourseRequestMutation,
} from '../../__generated__/useSubmitCourseRequestMutation.graphql';
import { type FormMutationResult, payloadResult } from '../../relay/mutationResult';
import { courseRequestMessages } from './messages';

type StoredRequest = NonNullable<SubmitCourseRequestMutation['response']['submitCourseRequest']['booking']>;

/**
 * Sends a course request (SPEC §2). Like the contact form's hook, `submit` always resolves: refusals
 * (a field, or a course that can no longer be requested, on `courseId`) or a translated failed send.
 * The answer refreshes the course's `bookable` and `availability` in the store.
 */
export function useSubmitCourseRequestMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SubmitCourseRequestMutation>(graphql`
    mutation useSubmitCourseRequestMutation($input: SubmitCourseRequestInput!) {
      submitCourseRequest(input: $input) {
        booking {
          id
          databaseId
          status
          course {
            id
            bookable
            availability
          }
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
    (input: SubmitCourseRequestInput) =>
      new Promise<FormMutationResult<StoredRequest>>((resolve) => {
        const sendFailed = intl.formatMessage(courseRequestMessages.sendFailed);
        commit({
          variables: { input },
          onCompleted: ({ submitCourseRequest: payload }) => resolve(payloadResult(payload, payload.booking, sendFailed)),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, fieldErrors: {}, formError: sendFailed });
          },
        });
      }),
    [commit, intl],
  );

  return { submit, isInFlight };
}
