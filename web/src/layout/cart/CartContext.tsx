import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { CartContextQuery } from '../../__generated__/CartContextQuery.graphql';
import type { CartContext_cart$key } from '../../__generated__/CartContext_cart.graphql';
import { useInBrowser } from '../../ui/useInBrowser';
import { hasCartHint } from './cartHint';

/**
 * The cart lives on the server (keyed by an httpOnly cookie) and in the Relay store under `cart`. It is
 * per visitor, so it is never part of a server render: the page hydrates without it, and then a browser
 * that has a cart (cartHint.ts) fetches it. Every cart mutation answers with the whole cart and puts it
 * under `cart` (cartStore.ts), so the button and the panel follow without fetching again.
 */
export const cartQuery = graphql`
  query CartContextQuery {
    cart {
      ...CartContext_cart
    }
    # For the panel's VAT note (StoredVatNote), fresh whenever the cart is.
    shopSettings {
      vatMode
    }
  }
`;

/** Everything the site shows of the cart: the query and every cart mutation select it. */
const cartFragment = graphql`
  fragment CartContext_cart on Cart {
    ...CartButton_cart
    ...CartPanel_cart
    # The checkout's view too (participants and all): a change in the panel during checkout shows there at once.
    ...CheckoutCart_cart
  }
`;

interface CartState {
  panelOpen: boolean;
  openPanel: () => void;
  closePanel: () => void;
  /** What the last cart change was refused or failed with (already translated), for the panel. */
  error: string | null;
  showError: (message: string | null) => void;
}

const CartContext = createContext<CartState | null>(null);

/** Shared by the header's cart buttons, the side panel and the add-to-cart buttons of the course pages. */
export function CartProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const [panelOpen, setPanelOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openPanel = useCallback(() => {
    setError(null);
    setPanelOpen(true);
  }, []);
  const closePanel = useCallback(() => {
    setError(null);
    setPanelOpen(false);
  }, []);

  useEffect(() => {
    // Kept while the app runs, whether or not a cart button is on screen (on phones it sits in the closed menu).
    const retained = environment.retain(createOperationDescriptor(getRequest(cartQuery), {}));
    let loading: { unsubscribe: () => void } | null = null;
    const load = () => {
      if (!hasCartHint()) return;
      loading?.unsubscribe();
      loading = fetchQuery<CartContextQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        // The page works without the cart's count; the failure is in the console for developers and the browser tests.
        error: (failure: unknown) => console.error(failure),
      });
    };
    load();
    // Another tab may have changed the cart: look again when this one comes back into view.
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      loading?.unsubscribe();
      retained.dispose();
    };
  }, [environment]);

  const value = useMemo(
    () => ({ panelOpen, openPanel, closePanel, error, showError: setError }),
    [panelOpen, openPanel, closePanel, error],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider around it (RootLayout has one).');
  return cart;
}

/**
 * The cart as far as this browser knows it: null until it has been fetched or changed (and always in a
 * server render). Reads the store only and never fetches; CartProvider does that.
 */
export function useCartData() {
  const { cart } = useLazyLoadQuery<CartContextQuery>(cartQuery, {}, { fetchPolicy: 'store-only' });
  // The cart may land in the store before a part of the page using it has hydrated (Suspense boundaries
  // hydrate one by one, after CartProvider's effect started the fetch): hydration must render the server's
  // "no cart" all the same, or React throws away the HTML (error #418). It renders again with it once hydrated.
  const inBrowser = useInBrowser();
  // Missing until loaded: store-only neither fetches nor suspends then, it reads nothing.
  const data = useFragment<CartContext_cart$key>(cartFragment, cart ?? null);
  return inBrowser ? data : null;
}
