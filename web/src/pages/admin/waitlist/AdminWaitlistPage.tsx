import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminWaitlistPageQuery, AdminWaitlistPageQuery$data } from '../../../__generated__/AdminWaitlistPageQuery.graphql';
import { refusalText } from '../../../relay/refusalText';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { ControlFieldBox } from '../../../ui/form/fieldStyles';
import { useShowToast } from '../../../ui/ToastProvider';
import { type ReloadablePart, ToastingAdminView } from '../shared/ToastingAdminView';
import { EmptyState, Table, TableBox } from '../shared/tableStyles';
import type { AdminWaitlistLoaderData } from './adminWaitlistLoader';
import { adminWaitlistMessages as messages, waitlistStatusMessages } from './messages';
import { useMoveWaitlistEntryMutation } from './useMoveWaitlistEntryMutation';
import { useRemoveWaitlistEntryMutation } from './useRemoveWaitlistEntryMutation';
import { useUpdateWaitlistSettingsMutation } from './useUpdateWaitlistSettingsMutation';

const waitlistQuery = graphql`
  query AdminWaitlistPageQuery($withSettings: Boolean!) {
    waitlistSettings @include(if: $withSettings) {
      offerHours
    }
    adminWaitlists @required(action: THROW) {
      courseId
      courseTitle
      courseStartDate
      availableSlots
      totalSlots
      waitingPlaces
      offeredPlaces
      sales
      placesSold
      entries {
        databaseId
        email
        places
        language
        status
        position
        offerExpiresAt
        orderNumber
      }
    }
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
const Settings = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  flex-wrap: wrap;
`;
const Row = styled.div`
  display: flex;
  gap: 6px;
`;

type Waitlist = AdminWaitlistPageQuery$data['adminWaitlists'][number];

/** Staff see each course's waitlist (line, offers, sales from it), move and remove entries, set the offer time. */
export function AdminWaitlistPage() {
  const { waitlistRef } = useLoaderData() as AdminWaitlistLoaderData;
  return (
    <ToastingAdminView<AdminWaitlistPageQuery>
      name="waitlist"
      messages={messages}
      query={waitlistQuery}
      reference={waitlistRef}
      loadingHeight="160px"
      Part={Waitlists}
    />
  );
}

function Waitlists({ reference, reload }: ReloadablePart<AdminWaitlistPageQuery>) {
  const data = usePreloadedQuery<AdminWaitlistPageQuery>(waitlistQuery, reference);
  return (
    <>
      {data.waitlistSettings && <OfferHours hours={data.waitlistSettings.offerHours} />}
      {data.adminWaitlists.length === 0 ? (
        <EmptyState data-testid="waitlist-empty">
          <p>
            <FormattedMessage {...messages.empty} />
          </p>
        </EmptyState>
      ) : (
        data.adminWaitlists.map((waitlist) => <CourseWaitlist key={waitlist.courseId} waitlist={waitlist} reload={reload} />)
      )}
    </>
  );
}

function OfferHours({ hours }: { hours: number }) {
  const intl = useIntl();
  const toast = useShowToast();
  const [value, setValue] = useState(String(hours));
  const { saveOfferHours, isInFlight: busy } = useUpdateWaitlistSettingsMutation();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await saveOfferHours(Number(value));
    if (outcome.ok) toast('success', intl.formatMessage(messages.saved));
    else toast('error', refusalText(outcome));
  };
  return (
    <Settings
      onSubmit={(event) => void save(event)}
      data-testid="waitlist-settings"
      aria-label={intl.formatMessage(messages.settingsTitle)}
    >
      <ControlFieldBox>
        <label htmlFor="waitlist-offer-hours">
          <FormattedMessage {...messages.offerHours} />
        </label>
        <input id="waitlist-offer-hours" type="number" min={1} max={168} value={value} onChange={(event) => setValue(event.target.value)} />
      </ControlFieldBox>
      <Button type="submit" disabled={busy} data-testid="waitlist-settings-save">
        <FormattedMessage {...messages.save} />
      </Button>
    </Settings>
  );
}

function CourseWaitlist({ waitlist, reload }: { waitlist: Waitlist; reload: () => void }) {
  const intl = useIntl();
  const toast = useShowToast();
  const { move } = useMoveWaitlistEntryMutation();
  const { remove } = useRemoveWaitlistEntryMutation();
  // A refusal also loads the list afresh (it shows why: the entry moved or left meanwhile); no answer leaves it.
  const report = (outcome: MutationOutcome<unknown>) => {
    if (outcome.ok) toast('success', intl.formatMessage(messages.changed));
    else toast('error', refusalText(outcome));
    if (outcome.ok || outcome.answered) reload();
  };
  const moveEntry = (entryId: number, direction: 'UP' | 'DOWN') => void move(entryId, direction).then(report);
  const removeEntry = (entryId: number) => void remove(entryId).then(report);

  const untilFormat = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <Section data-testid="course-waitlist" data-course-id={waitlist.courseId} aria-labelledby={`waitlist-${waitlist.courseId}`}>
      <h2 id={`waitlist-${waitlist.courseId}`}>{waitlist.courseTitle}</h2>
      <p data-testid="waitlist-summary">
        <FormattedMessage
          {...messages.summary}
          values={{
            free: waitlist.availableSlots,
            total: waitlist.totalSlots,
            waiting: waitlist.waitingPlaces,
            offered: waitlist.offeredPlaces,
          }}
        />
      </p>
      <p data-testid="waitlist-sales" data-sales={waitlist.sales} data-places-sold={waitlist.placesSold}>
        <FormattedMessage {...messages.sales} values={{ sales: waitlist.sales, places: waitlist.placesSold }} />
      </p>
      <TableBox>
        <Table $minWidth="760px">
          <thead>
            <tr>
              {[
                messages.position,
                messages.email,
                messages.places,
                messages.language,
                messages.status,
                messages.offerUntil,
                messages.order,
                messages.actions,
              ].map((label) => (
                <th key={label.id} scope="col">
                  <FormattedMessage {...label} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {waitlist.entries.map((entry) => {
              const open = ['PENDING', 'WAITING', 'OFFERED', 'ACCEPTED'].includes(entry.status);
              return (
                <tr key={entry.databaseId} data-testid="waitlist-entry" data-email={entry.email} data-status={entry.status}>
                  <td>{entry.position ?? '–'}</td>
                  <td>{entry.email}</td>
                  <td>{entry.places}</td>
                  <td>{entry.language}</td>
                  <td data-testid="waitlist-entry-status">
                    {intl.formatMessage(
                      waitlistStatusMessages[entry.status as keyof typeof waitlistStatusMessages] ?? waitlistStatusMessages.WAITING,
                    )}
                  </td>
                  <td>
                    {entry.offerExpiresAt && (entry.status === 'OFFERED' || entry.status === 'ACCEPTED')
                      ? untilFormat.format(new Date(entry.offerExpiresAt))
                      : '–'}
                  </td>
                  <td>{entry.orderNumber ?? '–'}</td>
                  <td>
                    {open && (
                      <Row>
                        {entry.status === 'WAITING' && (
                          <>
                            <Button
                              type="button"
                              $variant="ghost"
                              onClick={() => moveEntry(entry.databaseId, 'UP')}
                              aria-label={intl.formatMessage(messages.moveUp, { email: entry.email })}
                            >
                              ↑
                            </Button>
                            <Button
                              type="button"
                              $variant="ghost"
                              onClick={() => moveEntry(entry.databaseId, 'DOWN')}
                              aria-label={intl.formatMessage(messages.moveDown, { email: entry.email })}
                            >
                              ↓
                            </Button>
                          </>
                        )}
                        <Button
                          type="button"
                          $variant="ghost"
                          onClick={() => removeEntry(entry.databaseId)}
                          aria-label={intl.formatMessage(messages.remove, { email: entry.email })}
                        >
                          ✕
                        </Button>
                      </Row>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableBox>
    </Section>
  );
}
