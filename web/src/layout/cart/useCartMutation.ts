import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { commitMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { refusalText } from '../../relay/refusalText';
import { type MutationOutcome, type MutationPayload, outcomeOf, useMutationOutcome } from '../../relay/useMutationOutcome';
import { useCart } from './CartContext';
import { linkAnsweredCart } from './cartStore';
import { cartMessages } from './messages';

/** What every cart mutation answers: the whole cart (refused or not) and the refusals. */
type CartPayload = MutationPayload & { readonly cart: unknown };

/** The payload of the cart mutation `mutationField` (e.g. `addCourseToCart`) and its cart, as the outcome reads them. */
const readCart = (response: unknown, mutationField: string) => {
  const payload = (response as Record<string, CartPayload>)[mutationField];
  return { payload, value: payload.cart };
};

/**
 * What a cart change does with the answer, by the contract (README "Mutations"): the answer's cart replaces the
 * shown one, refused or not (`updater`); the refusals (already in the page's language) or, when the request fails
 * altogether, a translated "could not be changed" show in the panel (`show`).
 */
function useCartAnswer(mutationField: string) {
  const { showError } = useCart();
  const show = useCallback((outcome: MutationOutcome<unknown>) => showError(outcome.ok ? null : refusalText(outcome)), [showError]);
  const updater = useCallback((store: Parameters<typeof linkAnsweredCart>[0]) => linkAnsweredCart(store, mutationField), [mutationField]);
  return { show, updater };
}

/** Commits one of the cart mutations over the shared hook; `optimisticUpdater` shows the change at once (see useCartAnswer). */
export function useCartMutation<TMutation extends MutationParameters>(mutation: GraphQLTaggedNode, mutationField: string) {
  const { show, updater } = useCartAnswer(mutationField);
  const { run, isInFlight } = useMutationOutcome<TMutation, unknown>(
    mutation,
    (response) => readCart(response, mutationField),
    cartMessages.changeFailed,
  );
  const change = useCallback(
    async (variables: TMutation['variables'], optimisticUpdater: SelectorStoreUpdater<TMutation['response']>) =>
      show(await run(variables, { optimisticUpdater, updater })),
    [run, show, updater],
  );
  return { change, isInFlight };
}

/**
 * The same for a mutation whose document is fetched when first needed (`loadMutation`, called on each commit).
 * It cannot sit on useMutationOutcome: Relay's useMutation wants the document when the component renders, and
 * this one is kept off the page until the visitor is about to use it. The outcome is read the same way.
 */
export function useLazyCartMutation<TMutation extends MutationParameters>(
  loadMutation: () => Promise<GraphQLTaggedNode>,
  mutationField: string,
) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { show, updater } = useCartAnswer(mutationField);
  return useCallback(
    (variables: TMutation['variables'], optimisticUpdater: SelectorStoreUpdater<TMutation['response']>) => {
      const notSent = intl.formatMessage(cartMessages.changeFailed);
      const failed = (error: unknown) => {
        console.error(error);
        show({ ok: false, answered: false, fieldErrors: {}, formError: notSent });
      };
      loadMutation().then(
        (mutation) =>
          commitMutation<TMutation>(environment, {
            mutation,
            variables,
            optimisticUpdater,
            updater,
            onCompleted: (response) => {
              const { payload, value } = readCart(response, mutationField);
              show(outcomeOf(payload, value, notSent));
            },
            onError: failed,
          }),
        failed,
      );
    },
    [intl, environment, loadMutation, mutationField, show, updater],
  );
}
