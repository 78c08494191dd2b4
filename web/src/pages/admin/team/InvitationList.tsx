import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { adminTeamMessages as messages } from './messages';
import { useWithdrawStaffInvitationMutation } from './useWithdrawStaffInvitationMutation';

const ROLE_LABELS = { ADMIN: messages.roleADMIN, STAFF: messages.roleSTAFF, TRAINER: messages.roleTRAINER } as const;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
`;

interface Invitation {
  readonly databaseId: number;
  readonly email: string;
  readonly role: string;
  readonly expiresAt: string;
}

interface InvitationListProps {
  invitations: readonly Invitation[];
  /** After a withdrawal, or its refusal: what to say, and the list loaded again. */
  onDone: (result: { ok: boolean; formError?: string | null; fieldErrors?: Record<string, string> }, saved: string) => void;
}

/**
 * The open invitations, each with "Einladung zurückziehen" (a wrong address, someone who is not coming). It asks
 * first: the person can then no longer use the link, which says it was withdrawn.
 */
export function InvitationList({ invitations, onDone }: InvitationListProps) {
  const intl = useIntl();
  const { withdraw, isInFlight } = useWithdrawStaffInvitationMutation();
  const [asked, setAsked] = useState<Invitation | null>(null);

  if (invitations.length === 0) {
    return (
      <p>
        <FormattedMessage {...messages.noInvitations} />
      </p>
    );
  }
  const confirm = async () => {
    if (!asked) return;
    const { databaseId, email } = asked;
    setAsked(null);
    onDone(await withdraw(databaseId), intl.formatMessage(messages.withdrawn, { email }));
  };
  return (
    <>
      <List data-testid="team-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.databaseId} data-testid="team-invitation">
            <span>
              {invitation.email} · {intl.formatMessage(ROLE_LABELS[invitation.role as keyof typeof ROLE_LABELS] ?? messages.role)} ·{' '}
              <FormattedMessage
                {...messages.validUntil}
                values={{ date: intl.formatDate(invitation.expiresAt, { dateStyle: 'medium' }) }}
              />
            </span>
            <Button
              type="button"
              $variant="secondary"
              disabled={isInFlight}
              onClick={() => setAsked(invitation)}
              data-testid="team-withdraw-invitation"
            >
              <FormattedMessage {...messages.withdraw} />
            </Button>
          </li>
        ))}
      </List>
      {asked && (
        <ConfirmDialog
          title={<FormattedMessage {...messages.withdrawTitle} />}
          text={<FormattedMessage {...messages.withdrawText} values={{ email: asked.email }} />}
          confirmLabel={<FormattedMessage {...messages.withdraw} />}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
          testId="team-withdraw-confirm"
        />
      )}
    </>
  );
}
