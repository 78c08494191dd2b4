import { graphql } from 'react-relay/hooks';
import type {
  UpdateServiceOfferingInput,
  useUpdateServiceOfferingMutation as UpdateMutation,
} from '../../../__generated__/useUpdateServiceOfferingMutation.graphql';
import { usePayloadMutation } from '../../../relay/usePayloadMutation';
import { serviceFormMessages } from './messages';

const mutation = graphql`
  mutation useUpdateServiceOfferingMutation($input: UpdateServiceOfferingInput!) {
    updateServiceOffering(input: $input) {
      service {
        id
        ...ServiceList_service
        ...ServiceFormDialog_service
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Saves a service's texts, position, icon and image. The answer updates the table row in the store (same `id`),
 * so the list re-sorts by the new position. Resolves, never rejects: the service, or the refusals by field and
 * for the form (`id`: removed meanwhile), or a failed request as `sendFailed`.
 */
export function useUpdateServiceOfferingMutation() {
  const { run, isInFlight } = usePayloadMutation<UpdateMutation>(
    mutation,
    'updateServiceOffering',
    'service',
    serviceFormMessages.sendFailed,
  );
  return { submit: (input: UpdateServiceOfferingInput) => run({ input }), isInFlight };
}
