import { graphql } from 'react-relay/hooks';
import type { useReactivateStaffAccountMutation as ReactivateMutation } from '../../../__generated__/useReactivateStaffAccountMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { adminTeamMessages as messages } from './messages';

const mutation = graphql`
  mutation useReactivateStaffAccountMutation($input: StaffAccountInput!) {
    reactivateStaffAccount(input: $input) {
      account {
        databaseId
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Lets a deactivated account sign in again, with the role it had. The view loads the team again afterwards. */
export function useReactivateStaffAccountMutation() {
  const { run, isInFlight } = useMutationOutcome<ReactivateMutation, { databaseId: number }>(
    mutation,
    ({ reactivateStaffAccount: payload }) => ({ payload, value: payload.account }),
    messages.failed,
  );
  return { reactivate: (userId: number) => run({ input: { userId } }), isInFlight };
}
