import { graphql } from 'react-relay/hooks';
import type { FollowUpJob, useRunFollowUpJobMutation as RunMutation } from '../../../__generated__/useRunFollowUpJobMutation.graphql';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';
import { followUpMessages } from './messages';

const mutation = graphql`
  mutation useRunFollowUpJobMutation($input: RunFollowUpJobInput!) {
    runFollowUpJob(input: $input) {
      queued
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/** Runs a follow-up job now (admins only, checked by the server). A job the server did not queue counts as failed. */
export function useRunFollowUpJobMutation() {
  const { run, isInFlight } = useMutationOutcome<RunMutation, true>(
    mutation,
    ({ runFollowUpJob: payload }) => ({ payload, value: payload.queued || null }),
    followUpMessages.actionFailed,
  );
  return { runJob: (job: FollowUpJob) => run({ input: { job } }), isInFlight };
}
