import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { cartItemMessages } from '../../layout/cart/messages';
import { useRemoveCartItemMutation } from '../../layout/cart/useRemoveCartItemMutation';
import { Button } from '../../ui/Button';
import { clockDateUnlessToday, formatClockTime } from './clockTime';
import { Notice } from './checkoutStyles';
import { checkoutMessages } from './messages';
import type { CheckoutCart } from './useCheckoutCart';

/** The hold's outcome as the page shows it; `unheld`: the hold got no answer (the cart was loaded instead). */
export type HoldView =
  { phase: 'held'; heldUntil: string | null; itemErrors: Record<string, string>; others: string[] } | { phase: 'unheld' };

const Unavailable = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 8px 0;
  border-top: 1px solid currentColor;
  p {
    flex: 1 1 14rem;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 20px;
`;

/** "bis 14:35 Uhr" today; with the date whenever the hold ends on another day (a waitlist offer held until tomorrow 08:07). */
function HeldUntil({ heldUntil }: { heldUntil: string }) {
  const intl = useIntl();
  const time = formatClockTime(heldUntil, intl.locale);
  const date = clockDateUnlessToday(heldUntil, intl.locale, new Date());
  return date ? (
    <FormattedMessage {...checkoutMessages.heldUntilDate} values={{ time, date }} />
  ) : (
    <FormattedMessage {...checkoutMessages.heldUntil} values={{ time }} />
  );
}

/**
 * Above the steps: until when the places are held ("bis 14:35 Uhr"), and the courses that could not be
 * held (taken meanwhile, started, no longer offered) with the reason and a button to take them out.
 */
export function HoldNotice({ hold, cart }: { hold: HoldView; cart: CheckoutCart }) {
  const intl = useIntl();
  const { remove } = useRemoveCartItemMutation();
  const itemErrors = hold.phase === 'held' ? hold.itemErrors : {};
  const unavailable = cart.items.filter((item) => !item.bookable || itemErrors[item.id]);
  const heldUntil = hold.phase === 'held' && hold.heldUntil && unavailable.length < cart.items.length ? hold.heldUntil : null;
  return (
    <Stack>
      {heldUntil && (
        <Notice $tone="info" role="status" data-testid="checkout-held-until">
          <p>
            <HeldUntil heldUntil={heldUntil} />
          </p>
        </Notice>
      )}
      {hold.phase === 'unheld' && (
        <Notice $tone="warning" role="status">
          <p>
            <FormattedMessage {...checkoutMessages.holdFailed} />
          </p>
        </Notice>
      )}
      {(unavailable.length > 0 || (hold.phase === 'held' && hold.others.length > 0)) && (
        <Notice $tone="error" role="alert" data-testid="checkout-unavailable">
          {hold.phase === 'held' && hold.others.map((message) => <p key={message}>{message}</p>)}
          {unavailable.length > 0 && (
            <>
              <p>
                <strong>
                  <FormattedMessage {...checkoutMessages.unavailableItems} />
                </strong>
              </p>
              <ul>
                {unavailable.map((item) => (
                  <Unavailable key={item.id} data-testid="checkout-unavailable-item">
                    <p>
                      <strong>{item.course.title}</strong>:{' '}
                      {itemErrors[item.id] ?? intl.formatMessage({ id: 'validation.courseUnavailable' })}
                    </p>
                    <Button type="button" $variant="secondary" onClick={() => remove(item.id)}>
                      <FormattedMessage {...cartItemMessages.remove} values={{ title: item.course.title }} />
                    </Button>
                  </Unavailable>
                ))}
              </ul>
            </>
          )}
        </Notice>
      )}
    </Stack>
  );
}
