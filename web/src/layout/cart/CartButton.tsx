import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { useCart, useCartData } from './CartContext';
import { preloadCartPanel } from './CartPanel';
import { cartMessages } from './messages';

const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

// Over the icon's corner, out of the flow: the button keeps its size whether or not the badge shows.
const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/**
 * Opens the cart side panel; its name says how many courses and places are in the cart, the badge shows the places when
 * above 0. The server render and the first render in the browser show no count (the cart is per
 * visitor); it appears once the browser has the cart, over the icon, so nothing moves.
 */
export function CartButton() {
  const fallback = <CartIconButton count={0} />;
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <KnownCartButton />
      </Suspense>
    </ErrorBoundary>
  );
}

function KnownCartButton() {
  const cart = useFragment<CartButton_cart$key>(
    graphql`
      fragment CartButton_cart on Cart {
        itemCount
        items {
          id
        }
      }
    `,
    useCartData(),
  );
  return <CartIconButton count={cart?.itemCount ?? 0} courses={cart?.items.length ?? 0} />;
}

/** `count`: the places in the cart (`itemCount`, the badge); `courses`: the different courses they are in. */
function CartIconButton({ count, courses = 0 }: { count: number; courses?: number }) {
  const intl = useIntl();
  const { panelOpen, openPanel } = useCart();
  return (
    <IconButton
      type="button"
      aria-label={intl.formatMessage(cartMessages.buttonLabel, { courses, places: count })}
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      onClick={openPanel}
      onPointerEnter={preloadCartPanel}
      onPointerDown={preloadCartPanel}
      onFocus={preloadCartPanel}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 001.5 1.1h8.4a1.5 1.5 0 001.4-1l2-6.3H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {/* The name already says the number: the badge is for the eye only. */}
      {count > 0 && (
        <Count aria-hidden="true" data-testid="cart-badge">
          {count}
        </Count>
      )}
    </IconButton>
  );
}
