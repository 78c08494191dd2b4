import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SubmitContactMessageInput,
  useSubmitContactMessageMutation as SubmitContactMessageMutation,
} from '../../__generated__/useSubmitContactMessageMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import type { FormErrors } from '../../relay/userErrors';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';
import { contactMessages } from './messages';

type StoredMessage = NonNullable<SubmitContactMessageMutation['response']['submitContactMessage']['contactMessage']>;

/** Sent and stored (with what became of the sender's copy); or refused, with the reasons on the form's fields and above the form. */
export type SubmitContactMessageResult = { ok: true; contactMessage: StoredMessage; acknowledgement: VisitorMailState } | ({ ok: false } & FormErrors);

/**
 * Sends the contact form (SPEC §5). `submit` always resolves, never rejects: the server's refusals
 * (`payload.errors`) come back as `fieldErrors` for Formik's `setErrors` and `formError` for its
 * `setStatus`; a request that fails altogether (offline, server fault) as a translated `formError`.
 * No optimistic response: nothing on the page shows the message before the server has accepted it.
 */
export function useSubmitContactMessageMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SubmitContactMessageMutation>(graphql`
    mutation useSubmitContactMessageMutation($input: SubmitContactMessageInput!) {
      submitContactMessage(input: $input) {
        contactMessage {
          id
          databaseId
          email
        }
        acknowledgement
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = useCallback(
    (input: SubmitContactMessageInput): Promise<SubmitContactMessageResult> =>
      commitFormMutation(
        commit,
        { input },
        ({ submitContactMessage: payload }) => ({ payload, value: payload.contactMessage && { contactMessage: payload.contactMessage, acknowledgement: visitorMailState(payload.acknowledgement) } }),
        intl.formatMessage(contactMessages.sendFailed),
      ).then((result) => (result.ok ? { ok: true, ...result.value } : result)),
    [commit, intl],
  );

  return { submit, isInFlight };
}
