import { graphql } from 'react-relay/hooks';
import type { SaveBadgeInput, useSaveBadgeMutation as SaveBadgeMutation } from '../../../__generated__/useSaveBadgeMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { badgesCardMessages as messages } from './badgeMessages';

const mutation = graphql`
  mutation useSaveBadgeMutation($input: SaveBadgeInput!) {
    saveBadge(input: $input) {
      badge {
        id
        databaseId
        nameDe
        nameEn
        position
        active
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves a badge (a new one without `badgeId`). A changed badge updates its row in the store (same `id`); a new one
 * is added to the store's list of badges, so the card shows it at once with a fresh empty row below.
 */
export function useSaveBadgeMutation() {
  const { run, isInFlight } = usePayloadMutation<SaveBadgeMutation>(mutation, 'saveBadge', 'badge', messages.failed);
  const save = (input: SaveBadgeInput) =>
    run(
      { input },
      input.badgeId === null || input.badgeId === undefined
        ? {
            updater: (store) => {
              const created = store.getRootField('saveBadge')?.getLinkedRecord('badge');
              const list = store.getRoot().getLinkedRecords('badges');
              if (created && list) store.getRoot().setLinkedRecords([...list, created], 'badges');
            },
          }
        : undefined,
    );
  return { save, isInFlight };
}
