import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { FollowUpJob, useFollowUpJobActionsRunMutation } from '../../../__generated__/useFollowUpJobActionsRunMutation.graphql';
import type { useFollowUpJobActionsAnonymiseMutation } from '../../../__generated__/useFollowUpJobActionsAnonymiseMutation.graphql';
import { commitFormMutation, type FormMutationResult } from '../../../relay/mutationResult';
import { followUpMessages } from './messages';

type Counts = Omit<useFollowUpJobActionsAnonymiseMutation['response']['anonymiseCourseData'], 'errors'>;

/** Staff's two actions on the jobs panel (admins only, checked by the server): run a job now, delete an ended course's data now. */
export function useFollowUpJobActions() {
  const intl = useIntl();
  const [commitRun] = useMutation<useFollowUpJobActionsRunMutation>(graphql`
    mutation useFollowUpJobActionsRunMutation($input: RunFollowUpJobInput!) {
      runFollowUpJob(input: $input) {
        queued
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitAnonymise] = useMutation<useFollowUpJobActionsAnonymiseMutation>(graphql`
    mutation useFollowUpJobActionsAnonymiseMutation($input: AnonymiseCourseDataInput!) {
      anonymiseCourseData(input: $input) {
        orders
        participants
        bookings
        mails
        invoicesKept
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const failed = intl.formatMessage(followUpMessages.actionFailed);
  const runJob = useCallback(
    (job: FollowUpJob): Promise<FormMutationResult<boolean>> =>
      commitFormMutation(commitRun, { input: { job } }, ({ runFollowUpJob: payload }) => ({ payload, value: payload.queued }), failed),
    [commitRun, failed],
  );
  const anonymiseCourse = useCallback(
    (courseId: string): Promise<FormMutationResult<Counts>> =>
      commitFormMutation(commitAnonymise, { input: { courseId } }, ({ anonymiseCourseData: payload }) => ({ payload, value: payload }), failed),
    [commitAnonymise, failed],
  );
  return { runJob, anonymiseCourse };
}
