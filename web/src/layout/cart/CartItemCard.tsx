import { MAX_CART_QUANTITY } from '@h2o/api/validation/cart-limits';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CartItemCard_item$key } from '../../__generated__/CartItemCard_item.graphql';
import { contentLang } from '../../i18n/contentLang';
import { formatDateRange, formatMoney } from '../../i18n/format';
import { cartItemMessages } from './messages';
import { useRemoveCartItemMutation } from './useRemoveCartItemMutation';
import { useSetCartItemQuantityMutation } from './useSetCartItemQuantityMutation';

const Card = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.15rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
`;

const RemoveButton = styled(RoundButton)`
  grid-column: 2;
  grid-row: 1;
  border-color: transparent;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 700;
  }
`;

const LineTotal = styled.strong`
  align-self: center;
  text-align: right;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Unavailable = styled.p`
  grid-column: 1 / -1;
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

/** One course in the cart panel: dates, price per place, quantity −/+ (− disabled at 1, docs/SPEC.md §2), line total, remove. */
export function CartItemCard({ item }: { item: CartItemCard_item$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CartItemCard_item on CartItem {
        id
        quantity
        unitPriceCents
        lineTotalCents
        bookable
        # Only fields AddToCartButton_course selects too: an item added optimistically links the course record the page has.
        course {
          id
          title
          untranslated
          startDate
          endDate
          availableSlots
        }
      }
    `,
    item,
  );
  const { setQuantity } = useSetCartItemQuantityMutation();
  const { remove } = useRemoveCartItemMutation();
  const title = data.course.title;
  // The server decides; this only spares a request it would refuse (more than free, more than the cap).
  const canRaise = data.bookable && data.quantity < Math.min(MAX_CART_QUANTITY, data.course.availableSlots);

  return (
    <Card data-testid="cart-item">
      <h3 lang={contentLang(data.course.untranslated, 'TITLE')}>{title}</h3>
      <RemoveButton type="button" aria-label={intl.formatMessage(cartItemMessages.remove, { title })} onClick={() => remove(data.id)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RemoveButton>
      <p>{formatDateRange(intl, data.course.startDate, data.course.endDate)}</p>
      <p>
        <FormattedMessage {...cartItemMessages.unitPrice} values={{ price: formatMoney(data.unitPriceCents, intl.locale) }} />
      </p>
      <Stepper role="group" aria-label={intl.formatMessage(cartItemMessages.quantityGroup, { title })}>
        <RoundButton
          type="button"
          aria-label={intl.formatMessage(cartItemMessages.decrease, { title })}
          disabled={data.quantity <= 1}
          onClick={() => setQuantity(data.id, data.quantity - 1)}
        >
          −
        </RoundButton>
        <output aria-live="polite" data-testid="cart-item-quantity">
          {data.quantity}
        </output>
        <RoundButton
          type="button"
          aria-label={intl.formatMessage(cartItemMessages.increase, { title })}
          disabled={!canRaise}
          onClick={() => setQuantity(data.id, data.quantity + 1)}
        >
          +
        </RoundButton>
      </Stepper>
      <LineTotal data-testid="cart-item-total">{formatMoney(data.lineTotalCents, intl.locale)}</LineTotal>
      {!data.bookable && (
        <Unavailable>
          {/* docs/SPEC.md §8's cart message; its one home is the shared validation catalogue (the API's refusals say it too). */}
          <FormattedMessage id="validation.courseUnavailable" />
        </Unavailable>
      )}
    </Card>
  );
}
