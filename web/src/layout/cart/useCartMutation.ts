import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useCart } from './CartContext';
import { linkAnsweredCart } from './cartStore';
import { cartMessages } from './messages';

type CartPayload = { readonly errors: readonly { readonly message: string }[] };

/**
 * Commits one of the cart mutations by the contract (README "Mutations"): the answer's cart replaces
 * the shown one, refused or not; its `errors` (already in the page's language) or, when the request
 * fails altogether, a translated "could not be changed" show in the panel. `mutationField` names the
 * payload, e.g. `addCourseToCart`.
 */
export function useCartMutation<TMutation extends MutationParameters>(mutation: GraphQLTaggedNode, mutationField: string) {
  const intl = useIntl();
  const { showError } = useCart();
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (variables: TMutation['variables'], optimisticUpdater: SelectorStoreUpdater<TMutation['response']>) =>
      commit({
        variables,
        optimisticUpdater,
        updater: (store) => linkAnsweredCart(store, mutationField),
        onCompleted: (response) => {
          const { errors } = (response as Record<string, CartPayload>)[mutationField];
          showError(errors.length > 0 ? errors.map((error) => error.message).join(' ') : null);
        },
        onError: (failure) => {
          console.error(failure);
          showError(intl.formatMessage(cartMessages.changeFailed));
        },
      }),
    [commit, intl, mutationField, showError],
  );
  return [run, isInFlight] as const;
}
