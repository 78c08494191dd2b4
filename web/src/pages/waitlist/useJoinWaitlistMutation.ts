import { graphql } from 'react-relay/hooks';
import type {
  JoinWaitlistInput,
  useJoinWaitlistMutation as JoinWaitlistMutation,
} from '../../__generated__/useJoinWaitlistMutation.graphql';
import { useMutationOutcome } from '../../relay/useMutationOutcome';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';
import { waitlistFormMessages } from './messages';

const mutation = graphql`
  mutation useJoinWaitlistMutation($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      email
      confirmationMail
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Puts an address on a full course's waitlist; resolves with the address and its confirmation mail's state, or the refusals (the same answer whether it was on the list). */
export function useJoinWaitlistMutation() {
  const { run, isInFlight } = useMutationOutcome<JoinWaitlistMutation, { email: string; mail: VisitorMailState }>(
    mutation,
    ({ joinWaitlist: payload }) => ({
      payload,
      value: payload.email ? { email: payload.email, mail: visitorMailState(payload.confirmationMail) } : null,
    }),
    waitlistFormMessages.sendFailed,
  );
  return { submit: (input: JoinWaitlistInput) => run({ input }), isInFlight };
}
