import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CheckoutStep } from './checkoutStorage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { checkoutMessages } from './messages';

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

// Phones: the number above its label, so "Teilnehmer" keeps its width in a third of 375 px; a row from tablets on.
const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
  padding-bottom: 8px;
  text-align: center;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    gap: 8px;
    text-align: left;
  }
  border-bottom: 4px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.primaryDark)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  font-size: 0.9rem;
  span[data-number] {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.background : theme.colors.primary)};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.textOnPrimary)};
    border: 1px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
    font-weight: 700;
  }
  /* Long words must not widen a phone's layout (English and German labels fit; a longer one is hyphenated). */
  span[data-label] {
    max-width: 100%;
    hyphens: auto;
    overflow-wrap: break-word;
  }
`;

const LABELS = [checkoutMessages.stepCart, checkoutMessages.stepParticipants, checkoutMessages.stepPayment];

/** docs/SPEC.md §2's step indicator: your details (SPEC's "Cart", named for what step 1 asks), participants, payment; the current one has `aria-current="step"`. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  return (
    <Steps aria-label={intl.formatMessage(checkoutMessages.stepsLabel)} data-testid="checkout-steps">
      {LABELS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <Step key={label.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span data-number aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span data-label>
              <FormattedMessage {...label} />
              {state === 'done' && (
                <VisuallyHidden>
                  {' '}
                  <FormattedMessage {...checkoutMessages.stepDone} />
                </VisuallyHidden>
              )}
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}
