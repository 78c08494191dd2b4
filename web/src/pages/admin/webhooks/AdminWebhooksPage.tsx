import { startTransition, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminWebhooksPageQuery } from '../../../__generated__/AdminWebhooksPageQuery.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { SuccessAlert } from '../../../ui/form/SuccessAlert';
import { AdminView } from '../shared/AdminView';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { AdminWebhooksLoaderData } from './adminWebhooksLoader';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm, type EndpointValues, type PartnerKeyOption } from './EndpointForm';
import { adminWebhooksMessages as messages } from './messages';
import type { ShownSecret } from './shownSecret';
import { useCreateWebhookEndpointMutation } from './useCreateWebhookEndpointMutation';
import { useDeleteWebhookEndpointMutation } from './useDeleteWebhookEndpointMutation';
import { useRedeliverWebhookMutation } from './useRedeliverWebhookMutation';
import { useRotateWebhookSecretMutation } from './useRotateWebhookSecretMutation';
import { useUpdateWebhookEndpointMutation } from './useUpdateWebhookEndpointMutation';
import { EVENT_LABELS } from './webhookLabels';

const webhooksQuery = graphql`
  query AdminWebhooksPageQuery {
    webhookEventTypes @required(action: THROW)
    partnerKeys @required(action: THROW) {
      databaseId
      name
      prefix
      revokedAt
      webhookEventTypes
    }
    webhookEndpoints @required(action: THROW) {
      id
      name
      url
      eventTypes
      active
      secretHint
      partnerKey {
        databaseId
        name
        prefix
        revokedAt
      }
      recentDeliveries(first: 20) @required(action: THROW) {
        id
        eventType
        subjectId
        occurredAt
        status
        attempts
        nextAttemptAt
        attemptLog @required(action: THROW) {
          attemptedAt
          statusCode
          durationMs
          responseBody
          error
          errorDetail
          manual
        }
      }
    }
  }
`;

type Endpoint = AdminWebhooksPageQuery['response']['webhookEndpoints'][number];

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  h3 {
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  form {
    max-width: 36rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Url = styled.code`
  overflow-wrap: anywhere;
`;

const Secret = styled.code`
  display: block;
  padding: 8px;
  overflow-wrap: anywhere;
  user-select: all;
  font-size: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** "Webhooks" — partners' endpoints (admins only): register, edit, switch off, rotate the secret, delete, and the deliveries. */
export function AdminWebhooksPage() {
  const { webhooksRef } = useLoaderData() as AdminWebhooksLoaderData;
  // Kept here, outside the list that a reload mounts afresh: the secret is shown once, and must stay after the reload.
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [note, setNote] = useState<string | null>(null);
  return (
    <AdminView<AdminWebhooksPageQuery>
      title={messages.title}
      testId="admin-webhooks"
      query={webhooksQuery}
      reference={webhooksRef}
      loadFailed={messages.loadFailed}
      errorTestId="webhooks-error"
      before={
        <p>
          <FormattedMessage {...messages.intro} />
        </p>
      }
    >
      {(reference, retry) => (
        <Webhooks
          reference={reference}
          reload={() => startTransition(retry)}
          secret={secret}
          setSecret={setSecret}
          note={note}
          setNote={setNote}
        />
      )}
    </AdminView>
  );
}

type Asked = { kind: 'rotate' | 'delete'; endpoint: Endpoint } | null;

interface WebhooksProps {
  reference: PreloadedQuery<AdminWebhooksPageQuery>;
  reload: () => void;
  secret: ShownSecret | null;
  setSecret: (secret: ShownSecret | null) => void;
  note: string | null;
  setNote: (note: string | null) => void;
}

function Webhooks({ reference, reload, secret, setSecret, note, setNote }: WebhooksProps) {
  const intl = useIntl();
  const { webhookEventTypes, webhookEndpoints, partnerKeys } = usePreloadedQuery<AdminWebhooksPageQuery>(webhooksQuery, reference);
  // A new endpoint may belong to a valid key only; an edited one may keep the key it has, revoked or not.
  const validKeys = partnerKeys.filter((key) => !key.revokedAt);
  const keysFor = (endpoint: Endpoint): readonly PartnerKeyOption[] => {
    const own = partnerKeys.find((key) => key.databaseId === endpoint.partnerKey?.databaseId);
    return own && own.revokedAt ? [...validKeys, own] : validKeys;
  };
  const mutations = {
    create: useCreateWebhookEndpointMutation(),
    update: useUpdateWebhookEndpointMutation(),
    rotate: useRotateWebhookSecretMutation(),
    remove: useDeleteWebhookEndpointMutation(),
    redeliver: useRedeliverWebhookMutation(),
  };
  const [editing, setEditing] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked>(null);

  const after = (result: { ok: boolean; formError?: string | null; fieldErrors?: Record<string, string> }, saved: string) => {
    setNote(result.ok ? saved : [result.formError, ...Object.values(result.fieldErrors ?? {})].filter(Boolean).join(' '));
    reload();
  };
  const savedText = intl.formatMessage(messages.saved);

  const create = async (values: EndpointValues) => {
    const result = await mutations.create(values);
    if (result.ok) {
      setSecret(result.value);
      setNote(null);
      reload();
    }
    return result;
  };
  const update = async (endpoint: Endpoint, values: EndpointValues) => {
    const result = await mutations.update({ endpointId: endpoint.id, ...values });
    if (result.ok) {
      setEditing(null);
      after(result, savedText);
    }
    return result;
  };
  const toggle = async (endpoint: Endpoint) =>
    after(
      await mutations.update({
        endpointId: endpoint.id,
        name: endpoint.name,
        url: endpoint.url,
        eventTypes: [...endpoint.eventTypes],
        active: !endpoint.active,
        partnerKeyId: endpoint.partnerKey?.databaseId ?? null,
      }),
      savedText,
    );
  const confirm = async () => {
    if (!asked) return;
    setAsked(null);
    if (asked.kind === 'rotate') {
      const result = await mutations.rotate(asked.endpoint.id);
      if (result.ok) setSecret(result.value);
      after(result, savedText);
    } else after(await mutations.remove(asked.endpoint.id), intl.formatMessage(messages.deleted));
  };
  const redeliver = async (deliveryId: string) => after(await mutations.redeliver(deliveryId), intl.formatMessage(messages.redelivered));

  return (
    <List>
      {secret && (
        <SuccessAlert testId="webhook-secret">
          <p>
            <FormattedMessage {...messages.secretShown} values={{ name: secret.name }} />
          </p>
          <Secret data-testid="webhook-secret-value">{secret.secret}</Secret>
        </SuccessAlert>
      )}
      {note && (
        <p role="status" data-testid="webhooks-note">
          {note}
        </p>
      )}
      {webhookEndpoints.length === 0 && (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      )}
      {webhookEndpoints.map((endpoint) => (
        <Section key={endpoint.id} aria-label={endpoint.name} data-testid="webhook-endpoint">
          <Head>
            <h2>{endpoint.name}</h2>
            <Badge $tone={endpoint.active ? 'success' : 'neutral'}>
              <FormattedMessage {...(endpoint.active ? messages.active : messages.inactive)} />
            </Badge>
            {endpoint.partnerKey?.revokedAt && (
              <Badge $tone="danger" data-testid="webhook-key-revoked">
                <FormattedMessage {...messages.keyRevoked} />
              </Badge>
            )}
          </Head>
          <Url>{endpoint.url}</Url>
          <p data-testid="webhook-owner">
            {endpoint.partnerKey ? (
              <FormattedMessage {...messages.owner} values={{ name: endpoint.partnerKey.name, prefix: endpoint.partnerKey.prefix }} />
            ) : (
              <FormattedMessage {...messages.ownerNone} />
            )}
          </p>
          <p>{endpoint.eventTypes.map((type) => (EVENT_LABELS[type] ? intl.formatMessage(EVENT_LABELS[type]) : type)).join(' · ')}</p>
          <p>
            <FormattedMessage {...messages.secretHint} values={{ hint: endpoint.secretHint }} />
          </p>
          {editing === endpoint.id ? (
            <EndpointForm
              idPrefix={`webhook-edit-${endpoint.id}`}
              eventTypes={webhookEventTypes}
              partnerKeys={keysFor(endpoint)}
              initial={{
                name: endpoint.name,
                url: endpoint.url,
                eventTypes: [...endpoint.eventTypes],
                active: endpoint.active,
                partnerKeyId: endpoint.partnerKey?.databaseId ?? null,
              }}
              submitLabel={<FormattedMessage {...messages.save} />}
              onSubmit={(values) => update(endpoint, values)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => setEditing(endpoint.id)} data-testid="webhook-edit">
                <FormattedMessage {...messages.edit} />
              </Button>
              <Button type="button" $variant="secondary" onClick={() => void toggle(endpoint)} data-testid="webhook-toggle">
                <FormattedMessage {...(endpoint.active ? messages.switchOff : messages.switchOn)} />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => setAsked({ kind: 'rotate', endpoint })}
                data-testid="webhook-rotate"
              >
                <FormattedMessage {...messages.rotate} />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => setAsked({ kind: 'delete', endpoint })}
                data-testid="webhook-delete"
              >
                <FormattedMessage {...messages.delete} />
              </Button>
            </Actions>
          )}
          <h3>
            <FormattedMessage {...messages.deliveries} />
          </h3>
          <DeliveryLog
            deliveries={endpoint.recentDeliveries}
            onRedeliver={(id) => void redeliver(id)}
            mayRedeliver={endpoint.active && !endpoint.partnerKey?.revokedAt}
          />
        </Section>
      ))}
      {asked && (
        <ConfirmDialog
          title={intl.formatMessage(asked.kind === 'rotate' ? messages.rotateTitle : messages.deleteTitle, { name: asked.endpoint.name })}
          text={intl.formatMessage(asked.kind === 'rotate' ? messages.rotateText : messages.deleteText)}
          confirmLabel={intl.formatMessage(asked.kind === 'rotate' ? messages.rotate : messages.delete)}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirm()}
          testId={`confirm-webhook-${asked.kind}`}
        />
      )}
      <Section aria-labelledby="webhook-create">
        <h2 id="webhook-create">
          <FormattedMessage {...messages.create} />
        </h2>
        <EndpointForm
          idPrefix="webhook-new"
          eventTypes={webhookEventTypes}
          partnerKeys={validKeys}
          initial={{ name: '', url: 'https://', eventTypes: [], active: true, partnerKeyId: null }}
          submitLabel={<FormattedMessage {...messages.create} />}
          onSubmit={create}
        />
      </Section>
    </List>
  );
}
