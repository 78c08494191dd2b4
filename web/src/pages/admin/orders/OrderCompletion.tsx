import { checkoutParticipantSchema } from '@h2o/api/validation/checkout.schema';
import { Formik, type FormikErrors, type FormikHelpers, setIn, validateYupSchema, yupToFormErrors } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { FormStack } from '../../../ui/form/fieldStyles';
import { CheckboxField, FieldIdPrefixProvider, FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { useShowToast } from '../../../ui/ToastProvider';
import { parseFormEuros } from '@h2o/api/validation/money';
import { formatDateTime } from '../shared/adminFormat';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { moneyMessages } from './moneyMessages';
import { adminSharedMessages } from '../shared/messages';
import { orderCompletionMessages as messages, refundMessages, voucherStatusLabels } from './messages';
import { refusalText } from '../../../relay/refusalText';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { useAnnounceOrderVoucherMutation } from './useAnnounceOrderVoucherMutation';
import { useMarkVoucherPayoutReceivedMutation } from './useMarkVoucherPayoutReceivedMutation';
import { useMarkVoucherRefundedMutation } from './useMarkVoucherRefundedMutation';
import { useUpdateOrderCustomerMutation } from './useUpdateOrderCustomerMutation';
import { useUpdateOrderParticipantsMutation } from './useUpdateOrderParticipantsMutation';

const Row = styled.div`
  display: grid;
  gap: 8px 12px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const VoucherList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 8px 12px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input,
  select {
    min-height: 44px;
    padding: 6px 8px;
    font: inherit;
  }
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Tells the outcome: a success toast, or the server's messages on the form (those without an input above it). */
function useReport() {
  const intl = useIntl();
  const toast = useShowToast();
  return <Values,>(
    outcome: MutationOutcome<unknown>,
    helpers: FormikHelpers<Values> | null,
    onDone?: () => void,
    withoutInput: string[] = [],
  ) => {
    if (outcome.ok) {
      toast('success', intl.formatMessage(messages.saved));
      onDone?.();
      return;
    }
    if (helpers) showRefusal(helpers, outcome, ['orderId', ...withoutInput]);
    const message = refusalText(outcome);
    if (!helpers && message) toast('error', message, intl.formatMessage(adminSharedMessages.errorTitle));
  };
}

interface Customer {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
}

/**
 * Staff complete the customer data (orders made from requests start without phone and address). Only
 * fields that were changed are sent; the server checks each with the checkout's rule and records the change.
 */
export function CustomerEditor({ orderId, customer, disabled }: { orderId: string; customer: Customer; disabled: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { run } = useUpdateOrderCustomerMutation();
  const report = useReport();
  if (!open) {
    return (
      <Buttons>
        <Button type="button" $variant="secondary" disabled={disabled} onClick={() => setOpen(true)} data-testid="order-edit-customer">
          <FormattedMessage {...messages.editCustomer} />
        </Button>
      </Buttons>
    );
  }
  const initial = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    address: customer.address,
    zipCode: customer.zipCode,
    city: customer.city,
  };
  const onSubmit = async (values: typeof initial, helpers: FormikHelpers<typeof initial>) => {
    helpers.setStatus(null);
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== initial[key as keyof typeof initial]));
    report(await run({ input: { orderId, ...changed } }), helpers, () => setOpen(false));
  };
  return (
    <Formik initialValues={initial} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} data-testid="order-customer-form">
          <FormStatus testId="order-customer-error" />
          <FieldIdPrefixProvider value="order-customer">
            <Row>
              <TextField name="firstName" label={intl.formatMessage(messages.firstName)} />
              <TextField name="lastName" label={intl.formatMessage(messages.lastName)} />
            </Row>
            <TextField name="phone" type="tel" label={intl.formatMessage(messages.phone)} />
            <TextField name="address" label={intl.formatMessage(messages.address)} />
            <Row>
              <TextField name="zipCode" inputMode="numeric" label={intl.formatMessage(messages.zipCode)} />
              <TextField name="city" label={intl.formatMessage(messages.city)} />
            </Row>
          </FieldIdPrefixProvider>
          <Buttons>
            <Button type="submit" disabled={isSubmitting} data-testid="order-customer-save">
              <FormattedMessage {...messages.saveCustomer} />
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage {...messages.cancelEdit} />
            </Button>
          </Buttons>
        </FormStack>
      )}
    </Formik>
  );
}

interface Item {
  readonly databaseId: number;
  readonly quantity: number;
  readonly participants: readonly {
    readonly databaseId: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly birthDate?: string | null;
  }[];
}

interface ParticipantRow {
  databaseId: number | null;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** A row the form sends: a renamed participant, or an open place with a name typed into it (an empty place is none). */
function isSent(row: ParticipantRow, before: ParticipantRow): boolean {
  if (row.databaseId === null) return row.firstName.trim() !== '' || row.lastName.trim() !== '';
  return row.firstName !== before.firstName || row.lastName !== before.lastName || row.birthDate !== before.birthDate;
}

/** The checkout's name rules on every row that will be sent, so a missing name is said at its field before any request. */
async function validateParticipants(
  rows: readonly ParticipantRow[],
  initialRows: readonly ParticipantRow[],
): Promise<FormikErrors<{ participants: ParticipantRow[] }>> {
  let errors: FormikErrors<{ participants: ParticipantRow[] }> = {};
  for (const [index, row] of rows.entries()) {
    if (!isSent(row, initialRows[index])) continue;
    try {
      await validateYupSchema({ ...row, birthDate: row.birthDate || null }, checkoutParticipantSchema);
    } catch (error) {
      errors = setIn(errors, `participants.${index}`, yupToFormErrors(error));
    }
  }
  return errors;
}

/**
 * The server names a refused participant by its place in what was sent (`participants.0.lastName`), which is not its
 * row in the form when untouched rows were left out: back to the form's row, so the message stands at its field.
 */
function toFormRows(fieldErrors: Record<string, string>, sentRows: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => {
      const match = /^participants\.(\d+)\.(.+)$/.exec(field);
      const row = match ? sentRows[Number(match[1])] : undefined;
      return [row === undefined ? field : `participants.${row}.${match![2]}`, message];
    }),
  );
}

/** Staff rename an item's participants or name its open places (at most one per place); recorded by the server. */
export function ParticipantsEditor({ orderId, item, disabled }: { orderId: string; item: Item; disabled: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { run } = useUpdateOrderParticipantsMutation();
  const report = useReport();
  if (!open) {
    return (
      <Buttons>
        <Button type="button" $variant="secondary" disabled={disabled} onClick={() => setOpen(true)} data-testid="order-edit-participants">
          <FormattedMessage {...messages.editParticipants} />
        </Button>
      </Buttons>
    );
  }
  const open_places = Math.max(0, item.quantity - item.participants.length);
  const initial = {
    participants: [
      ...item.participants.map((participant): ParticipantRow => ({
        databaseId: participant.databaseId,
        firstName: participant.firstName,
        lastName: participant.lastName,
        birthDate: participant.birthDate ?? '',
      })),
      ...Array.from({ length: open_places }, (): ParticipantRow => ({ databaseId: null, firstName: '', lastName: '', birthDate: '' })),
    ],
    // Staff's exception to the course's age range: the server records it in the history with who made it.
    allowAgeOutsideRange: false,
  };
  const onSubmit = async (values: typeof initial, helpers: FormikHelpers<typeof initial>) => {
    helpers.setStatus(null);
    // Renamed ones and newly named places; untouched names and empty places are not sent.
    const sentRows = values.participants.flatMap((row, index) => (isSent(row, initial.participants[index]) ? [index] : []));
    if (sentRows.length === 0) {
      setOpen(false);
      return;
    }
    const participants = sentRows.map((index) => ({
      ...values.participants[index],
      birthDate: values.participants[index].birthDate || null,
    }));
    const outcome = await run({
      input: { orderId, orderItemId: item.databaseId, participants, allowAgeOutsideRange: values.allowAgeOutsideRange },
    });
    // An age refusal names the course and its range: said above the fields, next to the exception's checkbox.
    const birthDateFields = values.participants.map((_row, index) => `participants.${index}.birthDate`);
    report(outcome.ok ? outcome : { ...outcome, fieldErrors: toFormRows(outcome.fieldErrors, sentRows) }, helpers, () => setOpen(false), [
      'participants',
      ...birthDateFields,
    ]);
  };
  return (
    <Formik
      initialValues={initial}
      validate={(values) => validateParticipants(values.participants, initial.participants)}
      onSubmit={onSubmit}
    >
      {({ handleSubmit, isSubmitting, values }) => (
        <FormStack noValidate onSubmit={handleSubmit} data-testid="order-participants-form">
          <FormStatus testId="order-participants-error" />
          <ErrorSummary testId="order-participants-summary" />
          <FieldIdPrefixProvider value={`order-item-${item.databaseId}`}>
            {values.participants.map((row, index) => (
              <Row
                key={index}
                role="group"
                aria-label={intl.formatMessage(row.databaseId === null ? messages.newParticipant : messages.participant, {
                  number: index + 1,
                })}
              >
                <TextField name={`participants.${index}.firstName`} required={false} label={intl.formatMessage(messages.firstName)} />
                <TextField name={`participants.${index}.lastName`} required={false} label={intl.formatMessage(messages.lastName)} />
                <TextField
                  name={`participants.${index}.birthDate`}
                  type="date"
                  required={false}
                  label={intl.formatMessage(messages.birthDate)}
                />
              </Row>
            ))}
            <CheckboxField name="allowAgeOutsideRange" label={<FormattedMessage {...messages.allowAgeOutsideRange} />} />
          </FieldIdPrefixProvider>
          <Buttons>
            <Button type="submit" disabled={isSubmitting} data-testid="order-participants-save">
              <FormattedMessage {...messages.saveParticipants} />
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage {...messages.cancelEdit} />
            </Button>
          </Buttons>
        </FormStack>
      )}
    </Formik>
  );
}

interface Voucher {
  readonly id: string;
  readonly status: string;
  readonly participantDatabaseId: number;
  readonly participantFirstName: string;
  readonly participantLastName: string;
  readonly payoutAmountCents: number | null | undefined;
  readonly refundAmountCents: number | null | undefined;
  readonly payoutReceivedAt: string | null | undefined;
  readonly refundedAt: string | null | undefined;
}

/**
 * The order's swim vouchers: where each stands, "payout received" with the amount, then "refund made"
 * (the server refunds the payout, at most what the order paid, and mails the customer at each step). A voucher the
 * customer announced later is recorded here for a participant who has none (not on a cancelled order).
 */
export function OrderVouchers({
  orderId,
  vouchers,
  participants,
  cancelled,
  money,
}: {
  orderId: string;
  vouchers: readonly Voucher[];
  participants: readonly { databaseId: number; name: string }[];
  cancelled: boolean;
  /** How the order was paid and by whom: the confirmations say where the money goes. */
  money: { method: string; customerName: string };
}) {
  const intl = useIntl();
  const payout = useMarkVoucherPayoutReceivedMutation();
  const refund = useMarkVoucherRefundedMutation();
  const announce = useAnnounceOrderVoucherMutation();
  const report = useReport();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState('');
  // The voucher whose typed payout is no amount above 0 ("1.250,00", "80 Euro"): said at its field, nothing asked.
  const [refusedAmount, setRefusedAmount] = useState<string | null>(null);
  // The voucher step waiting for its confirmation, with the amount it moves.
  const [asked, setAsked] = useState<{ step: 'payout' | 'refund'; voucher: Voucher; cents: number } | null>(null);
  const without = participants.filter(
    (participant) => !vouchers.some((voucher) => voucher.participantDatabaseId === participant.databaseId),
  );
  const askPayout = (voucher: Voucher) => {
    const parsed = parseFormEuros(amounts[voucher.id] ?? '');
    const valid = parsed.ok && parsed.cents > 0;
    setRefusedAmount(valid ? null : voucher.id);
    if (valid) setAsked({ step: 'payout', voucher, cents: parsed.cents });
  };
  const participantOf = (voucher: Voucher) => `${voucher.participantFirstName} ${voucher.participantLastName}`;
  const confirmed = async () => {
    if (!asked) return;
    setAsked(null);
    if (asked.step === 'payout') report(await payout.run({ input: { voucherId: asked.voucher.id, amountCents: asked.cents } }), null);
    else report(await refund.run({ input: { voucherId: asked.voucher.id } }), null);
  };

  return (
    <>
      <p>
        <small>
          <FormattedMessage {...messages.vouchersHint} />
        </small>
      </p>
      {vouchers.length === 0 && (
        <p data-testid="order-vouchers-none">
          <FormattedMessage {...messages.noVouchers} />
        </p>
      )}
      <VoucherList data-testid="order-vouchers">
        {vouchers.map((voucher) => (
          <li key={voucher.id} data-testid="order-voucher">
            <span>
              <FormattedMessage
                {...messages.voucherLine}
                values={{
                  name: `${voucher.participantFirstName} ${voucher.participantLastName}`,
                  status: intl.formatMessage(
                    voucherStatusLabels[voucher.status as keyof typeof voucherStatusLabels] ?? voucherStatusLabels.ANNOUNCED,
                  ),
                }}
              />
              {voucher.payoutAmountCents != null && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...messages.payoutLine}
                    values={{
                      amount: formatMoney(voucher.payoutAmountCents, intl.locale),
                      date: formatDateTime(voucher.payoutReceivedAt ?? null, intl.locale) ?? '',
                    }}
                  />
                </>
              )}
              {voucher.refundAmountCents != null && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...messages.refundLine}
                    values={{
                      amount: formatMoney(voucher.refundAmountCents, intl.locale),
                      date: formatDateTime(voucher.refundedAt ?? null, intl.locale) ?? '',
                    }}
                  />
                </>
              )}
            </span>
            {voucher.status === 'ANNOUNCED' && (
              <>
                <label>
                  <FormattedMessage {...messages.payoutAmount} />{' '}
                  <input
                    inputMode="decimal"
                    size={8}
                    value={amounts[voucher.id] ?? ''}
                    onChange={(event) => setAmounts({ ...amounts, [voucher.id]: event.target.value })}
                    aria-invalid={refusedAmount === voucher.id ? true : undefined}
                    aria-describedby={refusedAmount === voucher.id ? `order-voucher-amount-error-${voucher.id}` : undefined}
                    data-testid="order-voucher-amount"
                  />
                </label>
                <Button type="button" disabled={payout.isInFlight} onClick={() => askPayout(voucher)} data-testid="order-voucher-payout">
                  <FormattedMessage {...messages.markPayout} />
                </Button>
                {refusedAmount === voucher.id && (
                  <p id={`order-voucher-amount-error-${voucher.id}`} role="alert">
                    <FormattedMessage {...refundMessages.amountInvalid} />
                  </p>
                )}
              </>
            )}
            {voucher.status === 'PAYOUT_RECEIVED' && (
              <Button
                type="button"
                disabled={refund.isInFlight}
                onClick={() => setAsked({ step: 'refund', voucher, cents: voucher.payoutAmountCents ?? 0 })}
                data-testid="order-voucher-refund"
              >
                <FormattedMessage {...messages.markRefunded} />
              </Button>
            )}
          </li>
        ))}
        {!cancelled && without.length > 0 && (
          <li>
            <label>
              <FormattedMessage {...messages.addVoucher} />{' '}
              <select value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="order-voucher-participant">
                <option value="">{intl.formatMessage(messages.choose)}</option>
                {without.map((participant) => (
                  <option key={participant.databaseId} value={participant.databaseId}>
                    {participant.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="button"
              $variant="secondary"
              disabled={!chosen || announce.isInFlight}
              onClick={async () =>
                report(await announce.run({ input: { orderId, participantId: Number(chosen) } }), null, () => setChosen(''))
              }
              data-testid="order-voucher-add"
            >
              <FormattedMessage {...messages.addVoucherButton} />
            </Button>
          </li>
        )}
      </VoucherList>
      {asked && (
        <ConfirmDialog
          title={intl.formatMessage(asked.step === 'payout' ? moneyMessages.voucherPayoutTitle : moneyMessages.voucherRefundTitle, {
            participant: participantOf(asked.voucher),
          })}
          text={intl.formatMessage(
            asked.step === 'payout'
              ? moneyMessages.voucherPayout
              : money.method === 'PAYPAL'
                ? moneyMessages.voucherRefundPayPal
                : moneyMessages.voucherRefundTransfer,
            { amount: formatMoney(asked.cents, intl.locale), participant: participantOf(asked.voucher), name: money.customerName },
          )}
          confirmLabel={intl.formatMessage(asked.step === 'payout' ? messages.markPayout : messages.markRefunded)}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirmed()}
          testId={`confirm-voucher-${asked.step}`}
        />
      )}
    </>
  );
}
