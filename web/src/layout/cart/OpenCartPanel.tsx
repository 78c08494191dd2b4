import { Suspense, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFragment } from 'react-relay/hooks';
import styled, { keyframes } from 'styled-components';
import cartPanelFragment, { type CartPanel_cart$data, type CartPanel_cart$key } from '../../__generated__/CartPanel_cart.graphql';
import { formatMoney } from '../../i18n/format';
import { ButtonLink } from '../../ui/Button';
import { StoredVatNote } from '../../ui/VatNote';
import { Backdrop } from './CartBackdrop';
import { CartItemCard } from './CartItemCard';
import { useCart, useCartData } from './CartContext';
import { cartMessages } from './messages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const slideIn = keyframes`from { transform: translateX(100%); }`;

// Fixed over the page: opening it moves nothing else. Full width on phones, up to a medium width above (docs/SPEC.md §9).
const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  animation: ${slideIn} 0.2s ease-out;
  ${({ theme }) => theme.media.sm} {
    max-width: 420px;
  }
  &:focus {
    outline: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 8px 0 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 48px 24px;
  text-align: center;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 12px;
  }
`;

const Alert = styled.p`
  margin: 12px 20px 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

// The list scrolls; subtotal and the two buttons stay in view below it.
const Items = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0 20px;
  overflow-y: auto;
  list-style: none;
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 4px;
  font-size: 1.15rem;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export function OpenCartPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { error } = useCart();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    // The page behind must not scroll; the scrollbar's width is kept as padding so nothing shifts sideways.
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      Object.assign(body.style, previous);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === panel.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <>
      <Backdrop aria-hidden="true" data-testid="cart-backdrop" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="cart-panel">
        <PanelHeader>
          <h2 id={titleId}>
            <Suspense fallback={<FormattedMessage {...cartMessages.panelTitle} values={{ courses: 0, places: 0 }} />}>
              <PanelTitle />
            </Suspense>
          </h2>
          <CloseButton ref={closeButton} type="button" aria-label={intl.formatMessage(cartMessages.close)} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </PanelHeader>
        {error && <Alert role="alert">{error}</Alert>}
        <Suspense fallback={null}>
          <PanelContents onClose={onClose} />
        </Suspense>
      </Panel>
    </>
  );
}

function useShownCart(): CartPanel_cart$data | null {
  return useFragment<CartPanel_cart$key>(cartPanelFragment, useCartData()) ?? null;
}

/** Courses and places apart: one course for two children is "1 Kurs, 2 Plätze", not "2 Kurse". */
function PanelTitle() {
  const cart = useShownCart();
  return <FormattedMessage {...cartMessages.panelTitle} values={{ courses: cart?.items.length ?? 0, places: cart?.itemCount ?? 0 }} />;
}

/** docs/SPEC.md §2: the item cards, subtotal, checkout and continue shopping; or, empty, the way to the courses. */
function PanelContents({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const cart = useShownCart();
  if (!cart || cart.items.length === 0) {
    return (
      <Empty>
        <h3>
          <FormattedMessage {...cartMessages.emptyTitle} />
        </h3>
        <p>
          <FormattedMessage {...cartMessages.emptyText} />
        </p>
        <ButtonLink to="/courses" onClick={onClose}>
          <FormattedMessage {...cartMessages.browseCourses} />
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <Items aria-label={intl.formatMessage(cartMessages.items)}>
        {cart.items.map((item) => (
          <CartItemCard key={item.id} item={item} />
        ))}
      </Items>
      <Summary>
        <Subtotal>
          <FormattedMessage {...cartMessages.subtotal} />
          <strong data-testid="cart-subtotal">{formatMoney(cart.totalAmountCents, intl.locale)}</strong>
        </Subtotal>
        <StoredVatNote />
        <ButtonLink to="/checkout" $block onClick={onClose}>
          <FormattedMessage {...cartMessages.checkout} />
        </ButtonLink>
        <ButtonLink to="/courses" $block $variant="secondary" onClick={onClose}>
          <FormattedMessage {...cartMessages.continueShopping} />
        </ButtonLink>
      </Summary>
    </>
  );
}
