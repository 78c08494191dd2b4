import { graphql } from 'react-relay/hooks';
import type {
  SubmitContactMessageInput,
  useSubmitContactMessageMutation as SubmitContactMessageMutation,
} from '../../__generated__/useSubmitContactMessageMutation.graphql';
import { type MutationOutcome, useMutationOutcome } from '../../relay/useMutationOutcome';
import { visitorMailState } from '../../ui/form/VisitorMailNotice';
import { contactMessages } from './messages';

const mutation = graphql`
  mutation useSubmitContactMessageMutation($input: SubmitContactMessageInput!) {
    submitContactMessage(input: $input) {
      contactMessage {
        id
        databaseId
        email
      }
      acknowledgement
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Sends the contact form. No optimistic response: nothing on the page shows the message before the server has
 * accepted it. Resolves with the stored message and what became of the sender's copy, or with the reasons.
 */
export function useSubmitContactMessageMutation() {
  const { run, isInFlight } = useMutationOutcome<SubmitContactMessageMutation, StoredContactMessage>(
    mutation,
    ({ submitContactMessage: payload }) => ({
      payload,
      value: payload.contactMessage && {
        contactMessage: payload.contactMessage,
        acknowledgement: visitorMailState(payload.acknowledgement),
      },
    }),
    contactMessages.sendFailed,
  );
  return { submit: (input: SubmitContactMessageInput) => run({ input }), isInFlight };
}

export type SubmitContactMessageResult = MutationOutcome<StoredContactMessage>;

type StoredContactMessage = {
  contactMessage: NonNullable<SubmitContactMessageMutation['response']['submitContactMessage']['contactMessage']>;
  acknowledgement: ReturnType<typeof visitorMailState>;
};
