import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { JoinWaitlistInput, useJoinWaitlistMutation as JoinWaitlistMutation } from '../../__generated__/useJoinWaitlistMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../relay/mutationResult';
import { type VisitorMailState, visitorMailState } from '../../ui/form/VisitorMailNotice';
import { waitlistFormMessages } from './messages';

/** Puts an address on a full course's waitlist; resolves with the address and its confirmation mail's state, or the refusals (the same answer whether it was on the list). */
export function useJoinWaitlistMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<JoinWaitlistMutation>(graphql`
    mutation useJoinWaitlistMutation($input: JoinWaitlistInput!) {
      joinWaitlist(input: $input) {
        email
        confirmationMail
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (input: JoinWaitlistInput): Promise<FormMutationResult<{ email: string; mail: VisitorMailState }>> =>
      commitFormMutation(
        commit,
        { input },
        ({ joinWaitlist: payload }) => ({ payload, value: payload.email ? { email: payload.email, mail: visitorMailState(payload.confirmationMail) } : null }),
        intl.formatMessage(waitlistFormMessages.sendFailed),
      ),
    [commit, intl],
  );
  return { submit, isInFlight };
}
