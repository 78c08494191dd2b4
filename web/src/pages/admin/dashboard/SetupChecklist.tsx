import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SetupChecklist_query$key } from '../../../__generated__/SetupChecklist_query.graphql';
import { Button } from '../../../ui/Button';
import SetupChecklistRefetchQuery from '../../../__generated__/SetupChecklistRefetchQuery.graphql';
import { ADMIN_ONLY, useMay, useMayOpen } from '../session/permissions';
import { setupChecklistMessages as messages } from './setupMessages';
import { useConfirmTestMailMutation } from './useConfirmTestMailMutation';
import { useGoLiveMutation } from './useGoLiveMutation';
import { useRemoveDemoDataMutation } from './useRemoveDemoDataMutation';

const Box = styled.section`
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  ol {
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr);
    gap: 8px;
    align-items: start;
  }
  li p {
    margin: 2px 0 0;
    font-size: 0.9rem;
  }
  a {
    font-weight: 700;
  }
`;

/** A ticked or empty box (text glyphs: no emoji font needed). */
const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : 'transparent')};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: 700;
  line-height: 1;
`;

const Status = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.primaryLight : theme.colors.warningLight)};
`;

/** Where each step is done. */
const TARGETS: Record<string, string> = {
  BUSINESS_PROFILE: '/admin/settings',
  BANK_ACCOUNT: '/admin/settings',
  PAYPAL: '/admin/settings',
  NOTIFICATION_ADDRESS: '/admin/settings',
  LEGAL_TEXTS: '/admin/legal',
  FIRST_COURSE: '/admin/courses',
  TEST_MAIL: '/admin/mail',
  SMTP: '/admin/mail',
  DEMO_DATA: '/admin',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

const Refusals = styled.div`
  margin-top: 12px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningLight};
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

/** What of the demo is left, as people read it: `courses:9` → "9 example courses", `bankAccount` → "the demo bank account". */
function demoDetailText(intl: IntlShape, detail: string): string {
  const [kind, count] = detail.split(':');
  const message = byKeyOf(`demo_${kind}`);
  return message ? intl.formatMessage(message, { count: Number(count) }) : detail;
}
const byKeyOf = (key: string) => (messages as Record<string, MessageDescriptor>)[key];

/** A detail as people read it: a profile field's name, or a legal text as "Impressum (EN)". */
function detailText(intl: IntlShape, detail: string): string {
  const [name, language] = detail.split(':');
  const message = (messages as Record<string, MessageDescriptor>)[`${language ? 'document' : 'field'}_${name}`];
  if (!message) return detail;
  return language ? `${intl.formatMessage(message)} (${language.toUpperCase()})` : intl.formatMessage(message);
}

/** The texts by a key the server's values make (`item_BANK_ACCOUNT`, `reason_NOT_SET`). */
const byKey = messages as Record<string, MessageDescriptor>;

/** A step's name: a link to where it is done when the signed-in role may open that view, else the name alone (staff see what is open, an admin does it). */
function StepName({ to, children }: { to: string; children: string }) {
  return useMayOpen(to) ? <Link to={to}>{children}</Link> : <strong data-testid="setup-step-admin-only">{children}</strong>;
}

type Confirmation = 'confirmed' | 'notDelivered' | 'invalid' | 'failed';

/** After the go-live button: live now, the server's reasons why not, or a failure (network, no right). */
type GoLiveOutcome = { kind: 'live' } | { kind: 'refused'; reasons: string[] } | { kind: 'failed' };
/**
 * The first-run checklist at the top of the dashboard until every step is done. The steps are the
 * server's (`adminSetupChecklist`, computed from the data); each names why it is open and links to where it is done.
 * The test mail's button opens the dashboard with `?confirmTestMail=<token>`: the receipt is recorded here.
 */
export function SetupChecklist({ query }: { query: SetupChecklist_query$key }) {
  const intl = useIntl();
  // Going live and removing the demo data are admins' (the server refuses staff): staff see the list, not the buttons.
  const mayGoLive = useMay(ADMIN_ONLY);
  const data = useFragment(
    graphql`
      fragment SetupChecklist_query on Query @refetchable(queryName: "SetupChecklistRefetchQuery") {
        adminSetupChecklist @required(action: THROW) {
          done
          live
          canGoLive
          items {
            key
            done
            reason
            details
            blocksGoLive
            optional
          }
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const refresh = useCallback(() => {
    fetchQuery(environment, SetupChecklistRefetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.error(error),
    });
  }, [environment]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { confirm } = useConfirmTestMailMutation();
  const { goLive: sendGoLive, isInFlight: goingLive } = useGoLiveMutation();
  const { removeDemoData, isInFlight: removingDemo } = useRemoveDemoDataMutation();
  const [goLiveOutcome, setGoLiveOutcome] = useState<GoLiveOutcome | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const goLive = async () => {
    const result = await sendGoLive();
    if (!result.ok) return setGoLiveOutcome({ kind: 'failed' });
    setGoLiveOutcome(result.value.live ? { kind: 'live' } : { kind: 'refused', reasons: result.value.reasons });
    refresh();
  };
  const removeDemo = async () => {
    const result = await removeDemoData();
    // Any answer (a refusal too): the checklist read again shows what is left.
    if (!result.ok && !result.answered) return setRemoveFailed(true);
    setRemoveFailed(false);
    refresh();
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('confirmTestMail');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void confirm(token).then((result) => {
      if (result.ok) setConfirmation(!result.value.confirmed ? 'invalid' : result.value.delivered ? 'confirmed' : 'notDelivered');
      else if (result.answered) setConfirmation('invalid');
      else return setConfirmation('failed');
      refresh();
    });
    // The token is used once: a reload does not send it again.
    setSearchParams(
      (params) => {
        params.delete('confirmTestMail');
        return params;
      },
      { replace: true },
    );
  }, [token, confirm, refresh, setSearchParams]);

  const { adminSetupChecklist: checklist } = data;
  const status = confirmation && (
    <Status role="status" $ok={confirmation === 'confirmed'} data-testid="test-mail-confirmation">
      <FormattedMessage {...messages[`confirmation_${confirmation}`]} />
    </Status>
  );
  const liveStatus = goLiveOutcome?.kind === 'live' && (
    <Status role="status" $ok data-testid="go-live-done">
      <FormattedMessage {...messages.goLiveDone} />
    </Status>
  );
  // Hidden once live with every step done; until then it is also where the site goes live.
  if (checklist.done && checklist.live) return status || liveStatus || null;
  const open = checklist.items.filter((item) => !item.done).length;
  return (
    <Box aria-labelledby="setup-checklist-title" data-testid="setup-checklist">
      <h2 id="setup-checklist-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.intro} values={{ open, total: checklist.items.length }} />
      </p>
      {status}
      {liveStatus}
      <Status $ok={checklist.live} data-testid="site-mode-status">
        <FormattedMessage {...(checklist.live ? messages.live : messages.demoMode)} />
      </Status>
      <ol>
        {checklist.items.map((item) => (
          <li key={item.key} data-testid={`setup-item-${item.key}`} data-done={item.done}>
            <Mark aria-hidden="true" $done={item.done}>
              {item.done ? '✓' : ''}
            </Mark>
            <div>
              <StepName to={TARGETS[item.key] ?? '/admin'}>{intl.formatMessage(byKey[`item_${item.key}`] ?? messages.title)}</StepName>{' '}
              <span>{intl.formatMessage(item.done ? messages.done : messages.open)}</span>
              {item.optional && <span> · {intl.formatMessage(messages.optional)}</span>}
              {!item.done && item.reason && (
                <p data-testid={`setup-reason-${item.key}`}>
                  {intl.formatMessage(byKey[`reason_${item.key}_${item.reason}`] ?? byKey[`reason_${item.reason}`] ?? messages.open, {
                    details: item.details
                      .map((detail) => (item.key === 'DEMO_DATA' ? demoDetailText(intl, detail) : detailText(intl, detail)))
                      .join(', '),
                  })}{' '}
                  {item.blocksGoLive && !checklist.live && <strong>{intl.formatMessage(messages.blocksGoLive)}</strong>}
                </p>
              )}
              {item.key === 'DEMO_DATA' && !item.done && mayGoLive && (
                <Button type="button" $variant="secondary" onClick={removeDemo} disabled={removingDemo} data-testid="remove-demo-data">
                  <FormattedMessage {...messages.removeDemoData} />
                </Button>
              )}
              {item.key === 'DEMO_DATA' && removeFailed && (
                <p role="alert">
                  <FormattedMessage {...messages.actionFailed} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {!checklist.live && mayGoLive && (
        <Actions>
          <Button type="button" onClick={goLive} disabled={goingLive} data-testid="go-live">
            <FormattedMessage {...messages.goLive} />
          </Button>
        </Actions>
      )}
      {goLiveOutcome?.kind === 'refused' && (
        <Refusals role="alert" data-testid="go-live-refused">
          <strong>
            <FormattedMessage {...messages.goLiveRefused} />
          </strong>
          <ul>
            {goLiveOutcome.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Refusals>
      )}
      {goLiveOutcome?.kind === 'failed' && (
        <Refusals role="alert">
          <FormattedMessage {...messages.actionFailed} />
        </Refusals>
      )}
    </Box>
  );
}
