import { inviteStaffSchema } from '@h2o/api/validation/staff-account.schema';
import { Field, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminTeamPageQuery, UserRole } from '../../../__generated__/AdminTeamPageQuery.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { FieldBox, FormStack, inputStyles } from '../../../ui/form/fieldStyles';
import { FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { SuccessAlert } from '../../../ui/form/SuccessAlert';
import { type NotedPart, NotedAdminView } from '../shared/NotedAdminView';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Table, TableBox } from '../shared/tableStyles';
import type { AdminTeamLoaderData } from './adminTeamLoader';
import { InvitationList } from './InvitationList';
import { adminTeamMessages as messages } from './messages';
import { useDeactivateStaffAccountMutation } from './useDeactivateStaffAccountMutation';
import { useInviteStaffMutation } from './useInviteStaffMutation';
import { useReactivateStaffAccountMutation } from './useReactivateStaffAccountMutation';
import { useSetStaffRoleMutation } from './useSetStaffRoleMutation';

const teamQuery = graphql`
  query AdminTeamPageQuery {
    viewer {
      username
    }
    staffAccounts @required(action: THROW) {
      databaseId
      username
      email
      role
      deactivatedAt
    }
    staffInvitations @required(action: THROW) {
      databaseId
      email
      role
      expiresAt
    }
  }
`;

const ROLES = ['ADMIN', 'STAFF', 'TRAINER'] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  form {
    max-width: 28rem;
  }
`;

const Select = styled.select`
  ${inputStyles}
  width: auto;
`;

/** "Team" — the accounts with their roles (changeable, deactivatable) and the invitation of new ones. Admins only. */
export function AdminTeamPage() {
  const { teamRef } = useLoaderData() as AdminTeamLoaderData;
  return (
    <NotedAdminView<AdminTeamPageQuery>
      name="team"
      messages={messages}
      query={teamQuery}
      reference={teamRef}
      before={
        <p>
          <FormattedMessage {...messages.intro} />
        </p>
      }
      after={(reload) => <InviteForm onInvited={reload} />}
      Part={Team}
    />
  );
}

function Team({ reference, reload, note, setNote }: NotedPart<AdminTeamPageQuery>) {
  const intl = useIntl();
  const { viewer, staffAccounts, staffInvitations } = usePreloadedQuery<AdminTeamPageQuery>(teamQuery, reference);
  const { setRole } = useSetStaffRoleMutation();
  const { deactivate } = useDeactivateStaffAccountMutation();
  const { reactivate } = useReactivateStaffAccountMutation();

  const done = (result: { ok: boolean; formError?: string | null; fieldErrors?: Record<string, string> }) => {
    setNote(
      result.ok
        ? intl.formatMessage(messages.saved)
        : [result.formError, ...Object.values(result.fieldErrors ?? {})].filter(Boolean).join(' '),
    );
    reload();
  };
  const changeRole = async (userId: number, role: UserRole) => done(await setRole(userId, role));
  // A change of access waits for its confirmation: the role chosen in the menu (the menu shows the saved one until then), or (de)activation.
  const [asked, setAsked] = useState<
    | { kind: 'role'; userId: number; username: string; role: UserRole }
    | { kind: 'toggle'; userId: number; username: string; role: string; active: boolean }
    | null
  >(null);
  const roleName = (role: string) =>
    (ROLES as readonly string[]).includes(role) ? intl.formatMessage(messages[`role${role as (typeof ROLES)[number]}`]) : role;
  const toggle = async (userId: number, active: boolean) => done(active ? await deactivate(userId) : await reactivate(userId));

  return (
    <>
      <Section aria-labelledby="team-accounts">
        <h2 id="team-accounts">
          <FormattedMessage {...messages.accounts} />
        </h2>
        {note && (
          <p role="status" data-testid="team-note">
            {note}
          </p>
        )}
        <TableBox>
          <Table data-testid="team-accounts">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...messages.username} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.email} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.role} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.status} />
                </th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {staffAccounts.map((account) => {
                const own = account.username === viewer?.username;
                const active = !account.deactivatedAt;
                return (
                  <tr key={account.databaseId} data-testid={`team-account-${account.username}`}>
                    <td>
                      {account.username} {own && <Badge $tone="info">{intl.formatMessage(messages.you)}</Badge>}
                    </td>
                    <td>{account.email ?? '–'}</td>
                    <td>
                      <Select
                        aria-label={intl.formatMessage(messages.roleOf, { username: account.username })}
                        value={account.role}
                        disabled={own}
                        onChange={(event) =>
                          setAsked({
                            kind: 'role',
                            userId: account.databaseId,
                            username: account.username,
                            role: event.target.value as UserRole,
                          })
                        }
                        data-testid="team-role"
                      >
                        {(ROLES as readonly string[]).includes(account.role) ? null : <option value={account.role}>{account.role}</option>}
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {intl.formatMessage(messages[`role${role}`])}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td>
                      <Badge $tone={active ? 'success' : 'neutral'}>
                        {intl.formatMessage(active ? messages.active : messages.deactivated)}
                      </Badge>
                    </td>
                    <td>
                      {!own && (
                        <Button
                          type="button"
                          $variant="secondary"
                          onClick={() =>
                            setAsked({ kind: 'toggle', userId: account.databaseId, username: account.username, role: account.role, active })
                          }
                          data-testid={active ? 'team-deactivate' : 'team-reactivate'}
                        >
                          <FormattedMessage {...(active ? messages.deactivate : messages.reactivate)} />
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableBox>
        {asked?.kind === 'role' && (
          <ConfirmDialog
            title={intl.formatMessage(messages.roleChangeTitle, { username: asked.username })}
            text={intl.formatMessage(messages.roleChangeText, { username: asked.username, role: roleName(asked.role) })}
            confirmLabel={intl.formatMessage(messages.roleChangeConfirm)}
            onCancel={() => setAsked(null)}
            onConfirm={() => {
              setAsked(null);
              void changeRole(asked.userId, asked.role);
            }}
            testId="confirm-role-change"
          >
            <p data-testid="confirm-access">
              <strong>
                {intl.formatMessage(messages[`roleAccess${asked.role as (typeof ROLES)[number]}`] ?? messages.roleAccessSTAFF)}
              </strong>
            </p>
          </ConfirmDialog>
        )}
        {asked?.kind === 'toggle' && (
          <ConfirmDialog
            title={intl.formatMessage(asked.active ? messages.deactivateTitle : messages.reactivateTitle, { username: asked.username })}
            text={
              asked.active
                ? intl.formatMessage(messages.deactivateText, { username: asked.username })
                : intl.formatMessage(messages.reactivateText, { username: asked.username, role: roleName(asked.role) })
            }
            confirmLabel={intl.formatMessage(asked.active ? messages.deactivate : messages.reactivate)}
            onCancel={() => setAsked(null)}
            onConfirm={() => {
              setAsked(null);
              void toggle(asked.userId, asked.active);
            }}
            testId={asked.active ? 'confirm-deactivate' : 'confirm-reactivate'}
          />
        )}
      </Section>
      <Section aria-labelledby="team-invitations">
        <h2 id="team-invitations">
          <FormattedMessage {...messages.invitations} />
        </h2>
        <InvitationList
          invitations={staffInvitations}
          onDone={(result, saved) => {
            done(result);
            if (result.ok) setNote(saved);
          }}
        />
      </Section>
    </>
  );
}

type InviteValues = { email: string; role: string; language: string };

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const intl = useIntl();
  const [invited, setInvited] = useState<string | null>(null);
  const { invite } = useInviteStaffMutation();
  const onSubmit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    setInvited(null);
    helpers.setStatus(null);
    const result = await invite({ email: values.email, role: values.role.toUpperCase() as UserRole, language: values.language });
    if (result.ok) {
      setInvited(result.value.email);
      helpers.resetForm();
      onInvited();
    } else showRefusal(helpers, result);
  };
  return (
    <Section aria-labelledby="team-invite">
      <h2 id="team-invite">
        <FormattedMessage {...messages.invite} />
      </h2>
      <p>
        <FormattedMessage {...messages.inviteIntro} />
      </p>
      <Formik
        initialValues={{ email: '', role: 'staff', language: intl.locale.startsWith('en') ? 'en' : 'de' }}
        validationSchema={inviteStaffSchema}
        onSubmit={onSubmit}
      >
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} data-testid="team-invite-form">
            {invited && (
              <SuccessAlert testId="team-invited">
                <p>
                  <FormattedMessage {...messages.invited} values={{ email: invited }} />
                </p>
              </SuccessAlert>
            )}
            <FormStatus />
            <TextField name="email" type="email" label={<FormattedMessage {...messages.email} />} autoComplete="off" />
            <FieldBox>
              <label htmlFor="team-invite-role">
                <FormattedMessage {...messages.role} />
              </label>
              <Field as={Select} id="team-invite-role" name="role" data-testid="team-invite-role">
                {ROLES.map((role) => (
                  <option key={role} value={role.toLowerCase()}>
                    {intl.formatMessage(messages[`role${role}`])}
                  </option>
                ))}
              </Field>
            </FieldBox>
            <FieldBox>
              <label htmlFor="team-invite-language">
                <FormattedMessage {...messages.language} />
              </label>
              <Field as={Select} id="team-invite-language" name="language" data-testid="team-invite-language">
                <option value="de">{intl.formatMessage(messages.german)}</option>
                <option value="en">{intl.formatMessage(messages.english)}</option>
              </Field>
            </FieldBox>
            <Button type="submit" disabled={isSubmitting} data-testid="team-invite-submit">
              <FormattedMessage {...messages.invite} />
            </Button>
          </FormStack>
        )}
      </Formik>
    </Section>
  );
}
