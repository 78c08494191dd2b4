import { createPartnerKeySchema, PARTNER_SCOPE_NAMES, type PartnerScopeName } from '@h2o/api/validation/partner-key.schema';
import { Field, Formik, type FormikHelpers } from 'formik';
import { startTransition, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminPartnerKeysPageQuery } from '../../../__generated__/AdminPartnerKeysPageQuery.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CheckRow, FieldBox, FieldError, FormStack, inputStyles } from '../../../ui/form/fieldStyles';
import { FormStatus, showRefusal, TextField, useShownError } from '../../../ui/form/fields';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { AdminView } from '../shared/AdminView';
import { formatDateTime } from '../shared/adminFormat';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Table, TableBox } from '../shared/tableStyles';
import type { AdminPartnerKeysLoaderData } from './adminPartnerKeysLoader';
import { adminPartnerKeysMessages as messages } from './messages';
import { useCreatePartnerKeyMutation } from './useCreatePartnerKeyMutation';
import { useRevokePartnerKeyMutation } from './useRevokePartnerKeyMutation';

const keysQuery = graphql`
  query AdminPartnerKeysPageQuery {
    partnerKeys @required(action: THROW) {
      databaseId
      name
      prefix
      scopes
      createdBy
      createdAt
      lastUsedAt
      revokedAt
      revokedBy
    }
  }
`;

/** What each scope means, in the admin's words (the scope's own name is shown beside it: partners' programs use it). */
const SCOPE_TEXTS: Record<PartnerScopeName, MessageDescriptor> = {
  'read:catalogue': messages.scopeCatalogue,
  'read:orders': messages.scopeOrders,
  'write:bookings': messages.scopeBookings,
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p {
    margin: 0;
  }
`;

const Code = styled.code`
  white-space: nowrap;
`;

const StatusCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

const KeyField = styled.input`
  ${inputStyles}
  font-family: monospace;
`;

/** "API-Schlüssel": partners' keys with their scopes, made (the key shown once) and revoked here. Admins only. */
export function AdminPartnerKeysPage() {
  const { keysRef } = useLoaderData() as AdminPartnerKeysLoaderData;
  const [note, setNote] = useState<string | null>(null);
  const reloading = (retry: () => void) => () => startTransition(retry);
  return (
    <AdminView<AdminPartnerKeysPageQuery>
      title={messages.title}
      testId="admin-partner-keys"
      query={keysQuery}
      reference={keysRef}
      loadFailed={messages.loadFailed}
      errorTestId="partner-keys-error"
      before={(retry) => (
        <Section>
          <p>
            <FormattedMessage {...messages.intro} />
          </p>
          <CreateKey onCreated={reloading(retry)} />
          {note && (
            <p role="status" data-testid="partner-keys-note">
              {note}
            </p>
          )}
        </Section>
      )}
    >
      {(reference, retry) => <KeyList reference={reference} reload={reloading(retry)} setNote={setNote} />}
    </AdminView>
  );
}

interface KeyListProps {
  reference: PreloadedQuery<AdminPartnerKeysPageQuery>;
  reload: () => void;
  setNote: (note: string | null) => void;
}

function KeyList({ reference, reload, setNote }: KeyListProps) {
  const intl = useIntl();
  const { partnerKeys } = usePreloadedQuery<AdminPartnerKeysPageQuery>(keysQuery, reference);
  const { revoke, isInFlight } = useRevokePartnerKeyMutation();
  const [asked, setAsked] = useState<{ id: number; name: string; prefix: string } | null>(null);
  const when = (value: string | null | undefined) => formatDateTime(value, intl.locale) ?? '–';

  if (partnerKeys.length === 0) {
    return (
      <p data-testid="partner-keys-none">
        <FormattedMessage {...messages.none} />
      </p>
    );
  }
  return (
    <>
      <TableBox>
        <Table data-testid="partner-keys">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.name} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.scopes} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.createdBy} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.lastUsed} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.status} />
              </th>
            </tr>
          </thead>
          <tbody>
            {partnerKeys.map((key) => (
              <tr key={key.databaseId} data-testid={`partner-key-${key.databaseId}`}>
                <td>
                  {key.name}
                  <br />
                  <Code>{key.prefix}…</Code>
                </td>
                <td>
                  {key.scopes.map((scope) => (
                    <div key={scope}>
                      <Code>{scope}</Code>
                    </div>
                  ))}
                </td>
                <td>
                  {key.createdBy ?? '–'}
                  <br />
                  {when(key.createdAt)}
                </td>
                <td>{key.lastUsedAt ? when(key.lastUsedAt) : intl.formatMessage(messages.neverUsed)}</td>
                <td>
                  {key.revokedAt ? (
                    <span data-testid="partner-key-revoked">
                      {intl.formatMessage(messages.revokedOn, { date: when(key.revokedAt), by: key.revokedBy ?? '–' })}
                    </span>
                  ) : (
                    <StatusCell>
                      <Badge $tone="success">{intl.formatMessage(messages.active)}</Badge>
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => setAsked({ id: key.databaseId, name: key.name, prefix: key.prefix })}
                        data-testid="partner-key-revoke"
                      >
                        <FormattedMessage {...messages.revoke} />
                      </Button>
                    </StatusCell>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      {asked && (
        <ConfirmDialog
          title={intl.formatMessage(messages.revokeTitle, { name: asked.name })}
          text={intl.formatMessage(messages.revokeText, { name: asked.name, prefix: asked.prefix })}
          confirmLabel={intl.formatMessage(messages.revoke)}
          busy={isInFlight}
          onCancel={() => setAsked(null)}
          onConfirm={async () => {
            const result = await revoke(asked.id);
            setAsked(null);
            setNote(
              result.ok
                ? intl.formatMessage(messages.revoked, { name: asked.name })
                : [result.formError, ...Object.values(result.fieldErrors)].filter(Boolean).join(' '),
            );
            reload();
          }}
          testId="confirm-revoke"
        />
      )}
    </>
  );
}

type KeyValues = { name: string; scopes: string[] };

/** The button, the dialog with the form, and then the key itself, shown this once with a copy button. */
function CreateKey({ onCreated }: { onCreated: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const { create, isInFlight } = useCreatePartnerKeyMutation();
  const close = () => {
    setOpen(false);
    setMade(null);
  };
  const onSubmit = async (values: KeyValues, helpers: FormikHelpers<KeyValues>) => {
    helpers.setStatus(null);
    const result = await create({ name: values.name, scopes: values.scopes });
    if (result.ok) {
      setMade(result.value.key);
      onCreated();
    } else showRefusal(helpers, result);
  };
  return (
    <>
      <div>
        <Button type="button" onClick={() => setOpen(true)} data-testid="partner-key-new">
          <FormattedMessage {...messages.create} />
        </Button>
      </div>
      {open && (
        <ModalDialog
          title={intl.formatMessage(made ? messages.createdTitle : messages.createTitle)}
          onClose={close}
          testId="partner-key-dialog"
          width={560}
          padded
          busy={isInFlight}
        >
          {made ? (
            <ShownOnce secret={made} onClose={close} />
          ) : (
            <Formik<KeyValues> initialValues={{ name: '', scopes: [] }} validationSchema={createPartnerKeySchema} onSubmit={onSubmit}>
              {({ handleSubmit, isSubmitting }) => (
                <FormStack noValidate onSubmit={handleSubmit} data-testid="partner-key-form">
                  <FormStatus />
                  <TextField name="name" label={<FormattedMessage {...messages.name} />} autoComplete="off" />
                  <ScopeChoice />
                  <DialogButtons>
                    <Button type="button" $variant="secondary" onClick={close} disabled={isSubmitting}>
                      <FormattedMessage {...messages.close} />
                    </Button>
                    <Button type="submit" disabled={isSubmitting} data-testid="partner-key-submit">
                      <FormattedMessage {...messages.create} />
                    </Button>
                  </DialogButtons>
                </FormStack>
              )}
            </Formik>
          )}
        </ModalDialog>
      )}
    </>
  );
}

function ScopeChoice() {
  const intl = useIntl();
  const error = useShownError('scopes');
  return (
    <FieldBox as="fieldset" aria-describedby={error ? 'partner-key-scopes-error' : undefined}>
      <legend>
        <FormattedMessage {...messages.scopes} />
      </legend>
      {PARTNER_SCOPE_NAMES.map((scope) => (
        <CheckRow key={scope}>
          <Field type="checkbox" name="scopes" value={scope} data-testid={`partner-key-scope-${scope}`} />
          <span>
            <Code>{scope}</Code>: {intl.formatMessage(SCOPE_TEXTS[scope])}
          </span>
        </CheckRow>
      ))}
      {error && (
        <FieldError id="partner-key-scopes-error" data-testid="partner-key-scopes-error">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

function ShownOnce({ secret, onClose }: { secret: string; onClose: () => void }) {
  const intl = useIntl();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed'); // no clipboard (insecure origin) or permission refused: the field is there to select by hand
    }
  };
  return (
    <>
      <p role="alert" data-testid="partner-key-shown-once">
        <strong>
          <FormattedMessage {...messages.shownOnce} />
        </strong>
      </p>
      <FieldBox>
        <label htmlFor="partner-key-secret">
          <FormattedMessage {...messages.theKey} />
        </label>
        <KeyField id="partner-key-secret" readOnly value={secret} data-testid="partner-key-secret" />
      </FieldBox>
      {copy && (
        <p role="status" data-testid="partner-key-copy-state">
          {intl.formatMessage(copy === 'copied' ? messages.copied : messages.copyFailed)}
        </p>
      )}
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={() => void copyKey()} data-testid="partner-key-copy">
          <FormattedMessage {...messages.copy} />
        </Button>
        <Button type="button" onClick={onClose} data-testid="partner-key-close">
          <FormattedMessage {...messages.close} />
        </Button>
      </DialogButtons>
    </>
  );
}
