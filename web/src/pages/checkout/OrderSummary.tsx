import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { contentLang } from '../../i18n/contentLang';
import { formatDateRange, formatMoney } from '../../i18n/format';
import { VatNote, type VatModeValue } from '../../ui/VatNote';
import { summaryMessages } from './messages';
import type { CheckoutCart } from './useCheckoutCart';

const Box = styled.aside`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: break-word;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
    grid-column: 1;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong[data-line-total] {
    grid-column: 2;
    grid-row: 1 / span 3;
    align-self: center;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p[role='alert'],
  p[data-unavailable] {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0 4px;
  font-size: 1.15rem;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

interface Props {
  cart: CheckoutCart;
  vatMode: VatModeValue;
  /** The server's refusal of an item (COURSE_FULL, …) by cart item id. */
  itemErrors: Record<string, string>;
}

/** docs/SPEC.md §2: beside the steps (below them on phones): the courses, places, line totals, the total and the VAT note. */
export function OrderSummary({ cart, vatMode, itemErrors }: Props) {
  const intl = useIntl();
  return (
    <Box aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title">
        <FormattedMessage {...summaryMessages.title} />
      </h2>
      <Items>
        {cart.items.map((item) => (
          <Item key={item.id} data-testid="summary-item">
            <h3 lang={contentLang(item.course.untranslated, 'TITLE')}>{item.course.title}</h3>
            <p>{formatDateRange(intl, item.course.startDate, item.course.endDate)}</p>
            <p>
              <FormattedMessage
                {...summaryMessages.places}
                values={{ count: item.quantity, price: formatMoney(item.unitPriceCents, intl.locale) }}
              />
            </p>
            <strong data-line-total data-testid="summary-line-total">
              {formatMoney(item.lineTotalCents, intl.locale)}
            </strong>
            {itemErrors[item.id] ? (
              <p role="alert" data-testid="summary-item-error">
                {itemErrors[item.id]}
              </p>
            ) : (
              !item.bookable && (
                <p data-unavailable>
                  {/* docs/SPEC.md §8's cart message, from the shared validation catalogue. */}
                  <FormattedMessage id="validation.courseUnavailable" />
                </p>
              )
            )}
          </Item>
        ))}
      </Items>
      <Total>
        <FormattedMessage {...summaryMessages.total} />
        <strong data-testid="checkout-total">{formatMoney(cart.totalAmountCents, intl.locale)}</strong>
      </Total>
      <VatNote vatMode={vatMode} />
    </Box>
  );
}
