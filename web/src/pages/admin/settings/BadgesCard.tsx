import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { BadgesCardQuery } from '../../../__generated__/BadgesCardQuery.graphql';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';
import { badgesCardMessages as messages } from './badgeMessages';
import { useSaveBadgeMutation } from './useSaveBadgeMutation';

const Rows = styled.div`
  display: grid;
  gap: 10px;
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto auto;
    gap: 8px;
    align-items: end;
  }
  @media (max-width: 599px) {
    form {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  label {
    display: grid;
    gap: 2px;
    font-size: 0.9rem;
  }
  label.check {
    display: flex;
    gap: 6px;
    align-items: center;
    min-height: 44px;
  }
  input[type='text'] {
    min-height: 40px;
    font: inherit;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

type Badge = { databaseId: number | null; nameDe: string; nameEn?: string | null; position: number; active: boolean };

function BadgeRow({ badge, onSaved }: { badge: Badge; onSaved?: () => void }) {
  const intl = useIntl();
  const [values, setValues] = useState({ name: badge.nameDe, nameEn: badge.nameEn ?? '', active: badge.active });
  const [status, setStatus] = useState<string | null>(null);
  const { save, isInFlight: saving } = useSaveBadgeMutation();
  const prefix = `badge-${badge.databaseId ?? 'new'}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        void save({
          badgeId: badge.databaseId,
          name: values.name,
          nameEn: values.nameEn,
          position: badge.position,
          active: values.active,
        }).then((result) => {
          if (!result.ok) setStatus([result.formError, ...Object.values(result.fieldErrors)].filter(Boolean).join(' '));
          else {
            setStatus(intl.formatMessage(messages.saved));
            onSaved?.();
          }
        });
      }}
      data-testid="badge-row"
    >
      <label htmlFor={`${prefix}-name`}>
        <FormattedMessage {...messages.name} />
        <input
          id={`${prefix}-name`}
          type="text"
          maxLength={100}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </label>
      <label htmlFor={`${prefix}-name-en`}>
        <FormattedMessage {...messages.nameEn} />
        <input
          id={`${prefix}-name-en`}
          type="text"
          maxLength={100}
          value={values.nameEn}
          onChange={(event) => setValues({ ...values, nameEn: event.target.value })}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={values.active} onChange={(event) => setValues({ ...values, active: event.target.checked })} />
        <FormattedMessage {...messages.active} />
      </label>
      <Button type="submit" $variant="secondary" disabled={saving}>
        <FormattedMessage {...(badge.databaseId === null ? messages.add : messages.save)} />
      </Button>
      {status && (
        <p role="status" style={{ gridColumn: '1 / -1', margin: 0 }}>
          {status}
        </p>
      )}
    </form>
  );
}

function BadgeList() {
  const { badges } = useLazyLoadQuery<BadgesCardQuery>(
    graphql`
      query BadgesCardQuery {
        badges @required(action: THROW) {
          id
          databaseId
          nameDe
          nameEn
          position
          active
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [newRow, setNewRow] = useState(0);
  const next = badges.reduce((most, badge) => Math.max(most, badge.position), 0) + 10;
  return (
    <Rows>
      {badges.map((badge) => (
        <BadgeRow key={badge.id} badge={badge} />
      ))}
      <BadgeRow
        key={`new-${newRow}`}
        badge={{ databaseId: null, nameDe: '', nameEn: null, position: Math.min(next, 1000), active: true }}
        onSaved={() => setNewRow(newRow + 1)}
      />
    </Rows>
  );
}

/** The skills and badges trainers can mark (Seepferdchen, Bronze …); parents see those reached on the order page. */
export function BadgesCard() {
  return (
    <Card as="section" aria-labelledby="badges-card-title" data-testid="badges-card">
      <h3 id="badges-card-title">
        <FormattedMessage {...messages.title} />
      </h3>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <Suspense fallback={<Skeleton $height="120px" />}>
        <BadgeList />
      </Suspense>
    </Card>
  );
}
