import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { JoinWaitlistInput, useJoinWaitlistMutation as JoinWaitlistMutation } from '../../__generated__/useJoinWaitlistMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../relay/mutationResult';
import { waitlistFormMessages } from './messages';

/** Puts an address on a full course's waitlist; resolves with the address or the refusals (the same answer whether it was on the list). */
export function useJoinWaitlistMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<JoinWaitlistMutation>(graphql`
    mutation useJoinWaitlistMutation($input: JoinWaitlistInput!) {
      joinWaitlist(input: $input) {
        email
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (input: JoinWaitlistInput): Promise<FormMutationResult<string>> =>
      commitFormMutation(commit, { input }, ({ joinWaitlist: payload }) => ({ payload, value: payload.email }), intl.formatMessage(waitlistFormMessages.sendFailed)),
    [commit, intl],
  );
  return { submit, isInFlight };
}
