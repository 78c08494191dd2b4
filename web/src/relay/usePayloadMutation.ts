import type { MessageDescriptor } from 'react-intl';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { type MutationPayload, useMutationOutcome } from './useMutationOutcome';

/** The payload a mutation answers with: the one field of its response. */
type PayloadOf<TMutation extends MutationParameters> = NonNullable<TMutation['response'][keyof TMutation['response']]>;
/** The names of what a payload stored (`errors` apart). */
type StoredName<TMutation extends MutationParameters> = Exclude<keyof PayloadOf<TMutation>, 'errors'>;

/**
 * The usual mutation hook's call: useMutationOutcome over the payload in the response's field `field`, done with what it
 * stored under `stored` (`blogPost`, `order`, …). Where a payload stores more than one thing, `value` is typed as any of
 * them: a view that reads the one it asked for calls useMutationOutcome with that type (useIssueInvoiceMutation).
 */
export function usePayloadMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: keyof TMutation['response'],
  stored: StoredName<TMutation>,
  notSent: MessageDescriptor,
) {
  type Stored = NonNullable<PayloadOf<TMutation>[StoredName<TMutation>]>;
  return useMutationOutcome<TMutation, Stored>(
    mutation,
    (response) => {
      const payload = response[field] as (MutationPayload & Record<StoredName<TMutation>, Stored | null>) | null | undefined;
      return { payload, value: payload?.[stored] };
    },
    notSent,
  );
}
