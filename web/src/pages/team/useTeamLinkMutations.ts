import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useTeamLinkMutationsAcceptMutation as AcceptMutation } from '../../__generated__/useTeamLinkMutationsAcceptMutation.graphql';
import type { useTeamLinkMutationsRequestResetMutation as RequestResetMutation } from '../../__generated__/useTeamLinkMutationsRequestResetMutation.graphql';
import type { useTeamLinkMutationsResetMutation as ResetMutation } from '../../__generated__/useTeamLinkMutationsResetMutation.graphql';
import { commitFormMutation } from '../../relay/mutationResult';
import { teamLinkMessages } from './messages';

/** Issue 27: the mutations of the invitation and password-reset pages, read as form results. */
export function useTeamLinkMutations() {
  const intl = useIntl();
  const failed = intl.formatMessage(teamLinkMessages.failed);
  const [acceptCommit] = useMutation<AcceptMutation>(graphql`
    mutation useTeamLinkMutationsAcceptMutation($input: AcceptStaffInvitationInput!) {
      acceptStaffInvitation(input: $input) {
        username
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [requestCommit] = useMutation<RequestResetMutation>(graphql`
    mutation useTeamLinkMutationsRequestResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        done
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [resetCommit] = useMutation<ResetMutation>(graphql`
    mutation useTeamLinkMutationsResetMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        done
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const accept = useCallback(
    (input: { token: string; username: string; password: string }) =>
      commitFormMutation(acceptCommit, { input }, ({ acceptStaffInvitation: payload }) => ({ payload, value: payload.username }), failed),
    [acceptCommit, failed],
  );
  const requestReset = useCallback(
    (email: string) => commitFormMutation(requestCommit, { input: { email } }, ({ requestPasswordReset: payload }) => ({ payload, value: payload.done || null }), failed),
    [requestCommit, failed],
  );
  const reset = useCallback(
    (input: { token: string; password: string }) => commitFormMutation(resetCommit, { input }, ({ resetPassword: payload }) => ({ payload, value: payload.done || null }), failed),
    [resetCommit, failed],
  );
  return { accept, requestReset, reset };
}
