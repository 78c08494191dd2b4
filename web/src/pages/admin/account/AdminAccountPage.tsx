import { accountEmailSchema } from '@h2o/api/validation/account-email.schema';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@h2o/api/validation/staff-account.schema';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminAccountPageQuery } from '../../../__generated__/AdminAccountPageQuery.graphql';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { FormStack, Hint } from '../../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { SuccessAlert } from '../../../ui/form/SuccessAlert';
import { type NotedPart, NotedAdminView } from '../shared/NotedAdminView';
import type { AdminAccountLoaderData } from './adminAccountLoader';
import { describeUserAgent } from './userAgent';
import { adminAccountMessages as messages } from './messages';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import { useEndAccountSessionMutation } from './useEndAccountSessionMutation';
import { useEndOtherAccountSessionsMutation } from './useEndOtherAccountSessionsMutation';
import { useSetAccountEmailMutation } from './useSetAccountEmailMutation';

const accountQuery = graphql`
  query AdminAccountPageQuery {
    viewer {
      id
      username
      email
    }
    accountSessions @required(action: THROW) {
      id
      current
      userAgent
      createdAt
      lastSeenAt
    }
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
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
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
  }
`;

/** "Mein Konto" — change the own password (the current one required) and e-mail, see and end the own sessions. */
export function AdminAccountPage() {
  const { accountRef } = useLoaderData() as AdminAccountLoaderData;
  return (
    <NotedAdminView<AdminAccountPageQuery>
      name="account"
      messages={messages}
      query={accountQuery}
      reference={accountRef}
      before={(reload) => <PasswordForm onChanged={reload} />}
      Part={Account}
    />
  );
}

function Account({ reference, reload, note, setNote }: NotedPart<AdminAccountPageQuery>) {
  const { viewer, accountSessions } = usePreloadedQuery<AdminAccountPageQuery>(accountQuery, reference);
  if (!viewer) return null;
  return (
    <>
      <EmailForm email={viewer.email ?? ''} />
      <Sessions sessions={accountSessions} reload={reload} note={note} setNote={setNote} />
    </>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string };

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [changed, setChanged] = useState(false);
  const { changePassword } = useChangePasswordMutation();
  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setChanged(false);
    helpers.setStatus(null);
    const result = await changePassword(values);
    if (result.ok) {
      setChanged(true);
      helpers.resetForm();
      onChanged();
    } else showRefusal(helpers, result);
  };
  return (
    <Section aria-labelledby="account-password">
      <h2 id="account-password">
        <FormattedMessage {...messages.password} />
      </h2>
      <Formik initialValues={{ currentPassword: '', newPassword: '' }} validationSchema={changePasswordSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FieldIdPrefixProvider value="password">
            <FormStack noValidate onSubmit={handleSubmit} data-testid="account-password-form">
              {changed && (
                <SuccessAlert testId="account-password-changed">
                  <p>
                    <FormattedMessage {...messages.passwordChanged} />
                  </p>
                </SuccessAlert>
              )}
              <FormStatus />
              <TextField
                name="currentPassword"
                type="password"
                label={<FormattedMessage {...messages.currentPassword} />}
                autoComplete="current-password"
              />
              <TextField
                name="newPassword"
                type="password"
                label={<FormattedMessage {...messages.newPassword} />}
                autoComplete="new-password"
              />
              <Hint>
                <FormattedMessage {...messages.passwordHint} values={{ min: PASSWORD_MIN_LENGTH }} />
              </Hint>
              <Button type="submit" disabled={isSubmitting} data-testid="account-password-submit">
                <FormattedMessage {...messages.changePassword} />
              </Button>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </Section>
  );
}

function EmailForm({ email }: { email: string }) {
  const [saved, setSaved] = useState(false);
  const { setEmail } = useSetAccountEmailMutation(messages.failed);
  const onSubmit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setSaved(false);
    helpers.setStatus(null);
    const result = await setEmail(values.email);
    if (result.ok) setSaved(true);
    else showRefusal(helpers, result);
  };
  return (
    <Section aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">
        <FormattedMessage {...messages.email} />
      </h2>
      <Formik initialValues={{ email }} validationSchema={accountEmailSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FieldIdPrefixProvider value="own">
            <FormStack noValidate onSubmit={handleSubmit} data-testid="account-own-email-form">
              {saved && (
                <SuccessAlert testId="account-own-email-saved">
                  <p>
                    <FormattedMessage {...messages.emailSaved} />
                  </p>
                </SuccessAlert>
              )}
              <FormStatus />
              <TextField name="email" type="email" label={<FormattedMessage {...messages.email} />} autoComplete="email" />
              <Button type="submit" disabled={isSubmitting} data-testid="account-own-email-submit">
                <FormattedMessage {...messages.save} />
              </Button>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </Section>
  );
}

type SessionRow = AdminAccountPageQuery['response']['accountSessions'][number];

function Sessions({
  sessions,
  reload,
  note,
  setNote,
}: { sessions: readonly SessionRow[] } & Omit<NotedPart<AdminAccountPageQuery>, 'reference'>) {
  const intl = useIntl();
  // "Chrome auf Android" rather than the raw header (kept as the tooltip for the curious).
  const browserName = (userAgent: string | null | undefined) => {
    const { browser, system } = describeUserAgent(userAgent);
    if (!browser) return intl.formatMessage(messages.unknownBrowser);
    return system ? intl.formatMessage(messages.browserOnSystem, { browser, system }) : browser;
  };
  const { endSession } = useEndAccountSessionMutation();
  const { endOthers } = useEndOtherAccountSessionsMutation();
  const report = (result: MutationOutcome<{ count: number }>) => {
    setNote(
      result.ok
        ? intl.formatMessage(messages.ended, { count: result.value.count })
        : [result.formError, ...Object.values(result.fieldErrors)].filter(Boolean).join(' '),
    );
    reload();
  };
  return (
    <Section aria-labelledby="account-sessions">
      <h2 id="account-sessions">
        <FormattedMessage {...messages.sessions} />
      </h2>
      <p>
        <FormattedMessage {...messages.sessionsIntro} />
      </p>
      {note && (
        <p role="status" data-testid="account-sessions-note">
          {note}
        </p>
      )}
      <ul data-testid="account-sessions">
        {sessions.map((session) => (
          <li key={session.id} data-testid={session.current ? 'account-session-current' : 'account-session'}>
            <span>
              <strong title={session.userAgent ?? undefined} data-testid="account-session-browser">
                {browserName(session.userAgent)}
              </strong>{' '}
              {session.current && <Badge $tone="info">{intl.formatMessage(messages.thisSession)}</Badge>}
              <br />
              <FormattedMessage
                {...messages.signedIn}
                values={{ date: intl.formatDate(session.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
              {session.lastSeenAt && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...messages.lastSeen}
                    values={{ date: intl.formatDate(session.lastSeenAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
                  />
                </>
              )}
            </span>
            {!session.current && (
              <Button
                type="button"
                $variant="secondary"
                data-testid="account-session-end"
                onClick={async () => report(await endSession(session.id))}
              >
                <FormattedMessage {...messages.endSession} />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 && (
        <Button type="button" data-testid="account-sessions-end-others" onClick={async () => report(await endOthers())}>
          <FormattedMessage {...messages.endOthers} />
        </Button>
      )}
    </Section>
  );
}
