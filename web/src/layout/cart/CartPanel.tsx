import { lazy, Suspense, useEffect } from 'react';
import { graphql } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import { Backdrop } from './CartBackdrop';
import { useCart } from './CartContext';

// The open panel's code (item cards, their mutations, the VAT note) is for visitors who open it: a chunk of its
// own, fetched when a cart button is pointed at, touched or focused (preloadCartPanel), else on opening.
const loadOpenCartPanel = () => import('./OpenCartPanel');
const OpenCartPanel = lazy(() => loadOpenCartPanel().then(({ OpenCartPanel }) => ({ default: OpenCartPanel })));

export function preloadCartPanel(): void {
  // A failed fetch is tried again by opening; nothing to show the visitor yet.
  loadOpenCartPanel().catch(() => {});
}

/**
 * docs/SPEC.md §2 cart side panel, a modal dialog: focus moves in and is kept there, Escape, the close button
 * and the backdrop close it, and focus goes back to the button that opened it. A navigation closes it too.
 */
export function CartPanel() {
  const { panelOpen, closePanel } = useCart();
  const { pathname } = useLocation();
  useEffect(() => closePanel(), [pathname, closePanel]);
  if (!panelOpen) return null;
  return (
    // The dimmed page answers the tap at once while the panel's chunk arrives.
    <Suspense fallback={<Backdrop aria-hidden="true" onClick={closePanel} />}>
      <OpenCartPanel onClose={closePanel} />
    </Suspense>
  );
}

/**
 * What the open panel shows of the cart (CartContext's query spreads it). OpenCartPanel reads it through its generated
 * artifact, so that the panel's chunk does not import this file, which loads it.
 */
export const cartPanelFragment = graphql`
  fragment CartPanel_cart on Cart {
    itemCount
    totalAmountCents
    items {
      id
      ...CartItemCard_item
    }
  }
`;
