import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { commitMutation, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useCart } from './CartContext';
import { linkAnsweredCart } from './cartStore';
import { cartMessages } from './messages';

type CartPayload = { readonly errors: readonly { readonly message: string }[] };

/**
 * What a cart mutation does with the answer, by the contract (README "Mutations"): the answer's cart replaces
 * the shown one, refused or not; its `errors` (already in the page's language) or, when the request
 * fails altogether, a translated "could not be changed" show in the panel. `mutationField` names the
 * payload, e.g. `addCourseToCart`.
 */
function useCartAnswer(mutationField: string) {
  const intl = useIntl();
  const { showError } = useCart();
  return useMemo(
    () => ({
      updater: (store: Parameters<typeof linkAnsweredCart>[0]) => linkAnsweredCart(store, mutationField),
      onCompleted: (response: unknown) => {
        const { errors } = (response as Record<string, CartPayload>)[mutationField];
        showError(errors.length > 0 ? errors.map((error) => error.message).join(' ') : null);
      },
      onError: (failure: unknown) => {
        console.error(failure);
        showError(intl.formatMessage(cartMessages.changeFailed));
      },
    }),
    [intl, mutationField, showError],
  );
}

/** Commits one of the cart mutations (see useCartAnswer). */
export function useCartMutation<TMutation extends MutationParameters>(mutation: GraphQLTaggedNode, mutationField: string) {
  const answer = useCartAnswer(mutationField);
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (variables: TMutation['variables'], optimisticUpdater: SelectorStoreUpdater<TMutation['response']>) =>
      commit({ variables, optimisticUpdater, ...answer }),
    [commit, answer],
  );
  return [run, isInFlight] as const;
}

/** The same for a mutation whose document is fetched when first needed (`loadMutation`, called on each commit). */
export function useLazyCartMutation<TMutation extends MutationParameters>(loadMutation: () => Promise<GraphQLTaggedNode>, mutationField: string) {
  const environment = useRelayEnvironment();
  const answer = useCartAnswer(mutationField);
  return useCallback(
    (variables: TMutation['variables'], optimisticUpdater: SelectorStoreUpdater<TMutation['response']>) => {
      loadMutation().then(
        (mutation) => commitMutation<TMutation>(environment, { mutation, variables, optimisticUpdater, ...answer }),
        answer.onError,
      );
    },
    [environment, loadMutation, answer],
  );
}
