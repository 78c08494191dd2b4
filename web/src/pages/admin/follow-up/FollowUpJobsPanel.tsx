import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { FollowUpJobsPanel_query$key } from '../../../__generated__/FollowUpJobsPanel_query.graphql';
import type { FollowUpJob } from '../../../__generated__/useRunFollowUpJobMutation.graphql';
import { formatDate } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { useShowToast } from '../../../ui/ToastProvider';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Table, TableBox } from '../shared/tableStyles';
import { followUpMessages as messages } from './messages';
import { useAnonymiseCourseDataMutation } from './useAnonymiseCourseDataMutation';
import { useRunFollowUpJobMutation } from './useRunFollowUpJobMutation';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  h3 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const JOB_NAMES = {
  COURSE_REMINDERS: messages.jobReminders,
  COURSE_REVIEW_INVITATIONS: messages.jobReviewInvitations,
  COURSE_DATA_RETENTION: messages.jobDataRetention,
} as const;
const COUNT_NAMES = {
  due: messages.countDue,
  sent: messages.countSent,
  orders: messages.countOrders,
  participants: messages.countParticipants,
  bookings: messages.countBookings,
  mails: messages.countMails,
  invoicesKept: messages.countInvoicesKept,
} as const;
const MOMENT = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
} as const;

/**
 * On the outbox screen: the jobs that mail and delete on their own, each with its last run (when, how long,
 * what it did, as counts) and its next, a button to run it now; below, the ended courses whose orders still hold
 * personal data, soonest due first, each with "delete now". Counts only: this panel never shows a name.
 */
export function FollowUpJobsPanel({ query }: { query: FollowUpJobsPanel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FollowUpJobsPanel_query on Query @refetchable(queryName: "FollowUpJobsPanelRefetchQuery") {
        scheduledJobs @required(action: THROW) {
          job
          enabled
          nextRunAt
          lastRun {
            startedAt
            durationMs
            ok
            trigger
            error
            counts {
              name
              value
            }
          }
        }
        retentionDue(limit: 10) @required(action: THROW) {
          courseId
          courseTitle
          endDate
          dueOn
          orders
          participants
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { runJob } = useRunFollowUpJobMutation();
  const { anonymiseCourse } = useAnonymiseCourseDataMutation();
  const [, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<{ courseId: string; courseTitle: string } | null>(null);
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const countText = ({ name, value }: { name: string; value: number }) =>
    name in COUNT_NAMES
      ? intl.formatMessage(COUNT_NAMES[name as keyof typeof COUNT_NAMES], { value })
      : intl.formatMessage(messages.countOther, { name, value });
  const moment = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '—' : intl.formatDate(date, MOMENT);
  };

  const run = async (job: FollowUpJob) => {
    const result = await runJob(job);
    if (result.ok) toast('success', intl.formatMessage(messages.jobQueued));
    else toast('error', result.formError ?? intl.formatMessage(messages.actionFailed));
    // The run takes moments; the panel shows it on the next load.
    setTimeout(reload, 1500);
  };
  const anonymise = async (courseId: string) => {
    const result = await anonymiseCourse(courseId);
    if (result.ok)
      toast('success', intl.formatMessage(messages.anonymised, { orders: result.value.orders, participants: result.value.participants }));
    else toast('error', Object.values(result.fieldErrors)[0] ?? result.formError ?? intl.formatMessage(messages.actionFailed));
    reload();
  };

  return (
    <Panel as="section" aria-labelledby="follow-up-jobs-title" data-testid="follow-up-jobs">
      <h2 id="follow-up-jobs-title">
        <FormattedMessage {...messages.jobsTitle} />
      </h2>
      <TableBox>
        <Table $minWidth="760px">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.columnJob} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.columnLastRun} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.columnResult} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.columnNextRun} />
              </th>
              <th scope="col">
                <VisuallyHidden>
                  <FormattedMessage {...messages.runNow} />
                </VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.scheduledJobs.map((job) => (
              <tr key={job.job} data-testid={`follow-up-job-${job.job}`}>
                <td>
                  {job.job in JOB_NAMES ? <FormattedMessage {...JOB_NAMES[job.job as keyof typeof JOB_NAMES]} /> : job.job}
                  {!job.enabled && (
                    <>
                      {' '}
                      <Badge $tone="warning">
                        <FormattedMessage {...messages.off} />
                      </Badge>
                    </>
                  )}
                </td>
                <td>
                  {job.lastRun ? (
                    <>
                      {moment(job.lastRun.startedAt)}
                      {job.lastRun.durationMs != null && (
                        <>
                          {' '}
                          · <FormattedMessage {...messages.duration} values={{ ms: job.lastRun.durationMs }} />
                        </>
                      )}
                      {job.lastRun.trigger === 'admin' && (
                        <>
                          {' '}
                          · <FormattedMessage {...messages.byHand} />
                        </>
                      )}
                    </>
                  ) : (
                    <FormattedMessage {...messages.never} />
                  )}
                </td>
                <td data-testid={`follow-up-job-${job.job}-result`}>
                  {job.lastRun?.ok === false && (
                    <Badge $tone="danger">
                      <FormattedMessage {...messages.failed} />
                    </Badge>
                  )}
                  {job.lastRun?.ok === null && <FormattedMessage {...messages.running} />}
                  {job.lastRun?.ok && job.lastRun.counts.map(countText).join(', ')}
                </td>
                <td>{moment(job.nextRunAt)}</td>
                <td>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => void run(job.job as FollowUpJob)}
                    data-testid={`follow-up-run-${job.job}`}
                  >
                    <FormattedMessage {...messages.runNow} />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <h3>
        <FormattedMessage {...messages.dueTitle} />
      </h3>
      <p>
        <FormattedMessage {...messages.dueIntro} />
      </p>
      {data.retentionDue.length === 0 ? (
        <p data-testid="follow-up-due-empty">
          <FormattedMessage {...messages.dueEmpty} />
        </p>
      ) : (
        <TableBox>
          <Table $minWidth="640px">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...messages.columnCourse} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.columnEnded} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.columnDueOn} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.columnOrders} />
                </th>
                <th scope="col">
                  <VisuallyHidden>
                    <FormattedMessage {...messages.deleteNow} />
                  </VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.retentionDue.map((row) => (
                <tr key={row.courseId} data-testid="follow-up-due-row">
                  <td>{row.courseTitle}</td>
                  <td>{formatDate(intl, row.endDate)}</td>
                  <td>{formatDate(intl, row.dueOn)}</td>
                  <td>
                    <FormattedMessage {...messages.ordersAndParticipants} values={{ orders: row.orders, participants: row.participants }} />
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => setConfirming({ courseId: row.courseId, courseTitle: row.courseTitle })}
                      data-testid="follow-up-delete-now"
                    >
                      <FormattedMessage {...messages.deleteNow} />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(messages.confirmTitle, { course: confirming.courseTitle })}
          text={intl.formatMessage(messages.confirmText)}
          confirmLabel={intl.formatMessage(messages.deleteNow)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { courseId } = confirming;
            setConfirming(null);
            void anonymise(courseId);
          }}
          testId="confirm-anonymise"
        />
      )}
    </Panel>
  );
}
