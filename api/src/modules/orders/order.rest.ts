import type { Language } from '../../context/language.js';
import { validationMessage } from '../../graphql/mutation.js';
import type { PaymentMethod, RestPlaceOrderMutation, RestPlaceOrderMutationVariables } from '../../rest/__generated__/rest-operations.js';
import {
  type RestFieldError,
  type RestRequest,
  type RestRoute,
  RestError,
  eurosFromCents,
  restInt,
  restRoute,
  restText,
  restValidationFailed,
  succeeded,
} from '../../rest/rest-route.js';
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY, PAYLOAD_KEY_PREFIX } from '../../validation/checkout.schema.js';
import { parseJsonEuros } from '../../validation/money.js';

/** The old client's payment methods (docs/SPEC.md §4) and the GraphQL enum's names for them. */
const PAYMENT_METHODS: Record<string, PaymentMethod | undefined> = { paypal: 'PAYPAL', invoice: 'BANK_TRANSFER' };
const REST_PAYMENT_METHOD: Record<PaymentMethod, string> = { PAYPAL: 'paypal', BANK_TRANSFER: 'invoice' };

/**
 * Euros as the old client sends them (25, 25.5, "25.50") to cents (rules: `parseJsonEuros`), or `'malformed'` for what
 * is no amount of euros and cents at all ("140,00", 25.555, -5, "abc", true): the client's mistake in writing it, which
 * the answer names (INVALID_FORMAT), not a price that changed. Absent (undefined, null): null, nothing to check.
 */
export function eurosToCents(value: unknown): number | null | 'malformed' {
  if (value === undefined || value === null) return null;
  const parsed = parseJsonEuros(value, 'refuse');
  return parsed.ok ? parsed.cents : 'malformed';
}

/** This row's own texts, in the request's language (German is the fallback). */
const TEXTS = {
  de: {
    amountFormat: 'Geben Sie den Betrag in Euro als Zahl ab 0 an, mit Punkt und höchstens zwei Nachkommastellen: 140, 140.5 oder "140.00".',
    idempotencyKey:
      'Die Kopfzeile Idempotency-Key muss 16 bis 100 Zeichen aus A-Z a-z 0-9 _ - lang sein (eine UUID passt), neu für jeden Bestellversuch und gleich bei jeder Wiederholung.',
    statusNotAccepted:
      'Den Status von Bestellung und Zahlung bestimmt der Server: Eine neue Bestellung ist offen und gilt erst als bezahlt, wenn der Server die Zahlung beim Zahlungsanbieter bestätigt hat. ' +
      'Lassen Sie paymentStatus und orderStatus weg oder senden Sie "pending"; für PayPal leiten Sie den Kunden zur approvalUrl der Antwort, ' +
      'oder senden Sie paymentStatus "paid" mit der paymentId der im Browser bezahlten PayPal-Bestellung.',
    paymentMethod: 'paymentMethod muss "paypal" oder "invoice" (Vorkasse per Überweisung) sein.',
    placedAndPaid: 'Bestellung aufgenommen und bezahlt; die Bestätigung per E-Mail ist unterwegs.',
    placedPayPal: 'Bestellung aufgenommen. Sie ist bezahlt, sobald der Kunde die Zahlung unter approvalUrl freigegeben hat.',
    placedBankTransfer:
      'Bestellung aufgenommen. Bitte überweisen Sie den Betrag bis zur Frist (bankTransfer); die Bestätigung per E-Mail mit diesen Angaben ist unterwegs.',
  },
  en: {
    amountFormat: 'Give the amount in euros as a number from 0, with a point and at most two decimals: 140, 140.5 or "140.00".',
    idempotencyKey:
      'The Idempotency-Key header must be 16 to 100 characters of A-Z a-z 0-9 _ - (a UUID fits), new for each order attempt and the same on every retry of it.',
    statusNotAccepted:
      'The server decides the order and payment status: a new order is pending, and it counts as paid only once the server ' +
      'has confirmed the payment with the payment provider. Leave paymentStatus and orderStatus out or send "pending"; ' +
      'for PayPal, send the customer to the approvalUrl of the answer, or send paymentStatus "paid" with the paymentId of the PayPal order paid in the browser.',
    paymentMethod: 'paymentMethod must be "paypal" or "invoice" (bank transfer in advance).',
    placedAndPaid: 'Order placed and paid; the confirmation e-mail is on its way.',
    placedPayPal: 'Order placed. It is paid once the customer has approved the payment at approvalUrl.',
    placedBankTransfer:
      'Order placed. Please transfer the amount by the deadline (bankTransfer); the confirmation e-mail with these details is on its way.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const isPending = (status: unknown) =>
  status === undefined || status === null || status === '' || (typeof status === 'string' && status.trim().toLowerCase() === 'pending');

const isPaid = (status: unknown) => typeof status === 'string' && status.trim().toLowerCase() === 'paid';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The Idempotency-Key header: one key per order attempt, the same on each retry (recommended: the old client retried
 * failed POSTs, docs/SPEC.md §7: 3 times, and a retry after a lost answer must not store a second order). Absent (docs/SPEC.md §7's
 * old clients never send it): null, and the order's key is derived from the payload (see `derivedKey`).
 */
function idempotencyKey({ headers, language }: RestRequest): string | null {
  const key = headers['idempotency-key']?.trim();
  if (!key) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new RestError(400, 'IDEMPOTENCY_KEY_INVALID', TEXTS[language].idempotencyKey);
  return key;
}

/**
 * The key of an order sent without Idempotency-Key: a PayPal payment is its own key (a retry with the same
 * paymentId gets the same order; one payment never pays two orders); else a hash of the client's address and the
 * order as read, which the service honours for PAYLOAD_KEY_MINUTES (the old client's retries come within seconds).
 */
const derivedKey = (request: RestRequest, paidWith: string | null, order: unknown) =>
  paidWith
    ? `paypal-${createHash('sha256').update(paidWith).digest('hex')}`
    : `${PAYLOAD_KEY_PREFIX}${createHash('sha256')
        .update(JSON.stringify([request.clientAddress, order]))
        .digest('hex')}`;

/** docs/SPEC.md §7's payload as `PlaceOrderInput`, after the checks the GraphQL input cannot express. */
function placeOrderVariables(request: RestRequest): RestPlaceOrderMutationVariables {
  const { body, language } = request;
  const key = idempotencyKey(request);
  // The old checkout captured PayPal payments in the browser and sent "paid" with PayPal's order id: the server
  // verifies that payment with PayPal itself (`paidWithPayPalOrderId`), it never takes the client's word for it.
  const paidWith = isPaid(body.paymentStatus) && typeof body.paymentId === 'string' && body.paymentId.trim() ? body.paymentId.trim() : null;
  if ((!paidWith && !isPending(body.paymentStatus)) || !isPending(body.orderStatus)) {
    throw new RestError(400, 'STATUS_NOT_ACCEPTED', TEXTS[language].statusNotAccepted);
  }
  const paymentMethod = typeof body.paymentMethod === 'string' ? PAYMENT_METHODS[body.paymentMethod.trim().toLowerCase()] : undefined;
  if (!paymentMethod) {
    throw new RestError(400, 'INVALID_PAYMENT_METHOD', TEXTS[language].paymentMethod);
  }
  // Never left out: without items, placeOrder would order the caller's cart.
  if (!Array.isArray(body.items) || body.items.length === 0) {
    throw restValidationFailed([{ field: 'items', code: 'REQUIRED', message: validationMessage(language, 'validation.required') }]);
  }

  // A price written so that it is no amount is the client's mistake to fix (INVALID_FORMAT), not a changed price: only a
  // well-formed price that differs from the server's is PRICES_CHANGED (the service decides that).
  const malformed: RestFieldError[] = [];
  const amount = (value: unknown, field: string) => {
    const cents = eurosToCents(value);
    if (cents !== 'malformed') return cents;
    malformed.push({ field, code: 'INVALID_FORMAT', message: TEXTS[language].amountFormat });
    return null;
  };
  const expectedTotalCents = amount(body.totalAmount, 'totalAmount');
  const items = body.items.map((value, index) => {
    const item = record(value);
    return {
      courseId: restInt(item.courseId),
      quantity: restInt(item.quantity),
      unitPriceCents: amount(item.price, `items.${index}.price`),
      participants: (Array.isArray(item.participants) ? item.participants : []).map((participant) => ({
        firstName: restText(record(participant).firstName),
        lastName: restText(record(participant).lastName),
        // Optional (docs/SPEC.md §7's client sends none): only when given, so an old payload (and the key derived from it) stays as it was.
        ...(record(participant).birthDate === undefined ? {} : { birthDate: record(participant).birthDate as string | null }),
      })),
    };
  });
  if (malformed.length) throw restValidationFailed(malformed);
  // A participant with `"voucher": true` redeems a swim voucher.
  const vouchers = body.items.flatMap((value, index) =>
    (Array.isArray(record(value).participants) ? (record(value).participants as unknown[]) : []).flatMap((participant, participantIndex) =>
      record(participant).voucher === true ? [{ courseId: items[index].courseId, participantIndex }] : [],
    ),
  );

  const input = {
    customer: {
      firstName: restText(body.customerFirstName),
      lastName: restText(body.customerLastName),
      email: restText(body.customerEmail),
      phone: restText(body.customerPhone),
      address: restText(body.customerAddress),
      city: restText(body.customerCity),
      zipCode: restText(body.customerZipCode),
    },
    paymentMethod,
    // Absent: the old checkout posted only after its legal checkbox was ticked (docs/SPEC.md §7 sends no such field). A value
    // other than true is still refused with MUST_ACCEPT, as on /graphql.
    legalTermsAccepted: body.legalTermsAccepted === undefined || body.legalTermsAccepted === true,
    expectedTotalCents,
    items,
    paidWithPayPalOrderId: paidWith,
    // Only when chosen, so an old client's payload (and the key derived from it) stays as it was.
    ...(vouchers.length ? { vouchers } : {}),
  };
  return { input: { idempotencyKey: key ?? derivedKey(request, paidWith, input), ...input } };
}

/** The input's names of refused fields as docs/SPEC.md §7's payload names them. */
function restFieldName(field: string): string {
  const customer = /^customer\.(\w)(\w*)$/.exec(field);
  if (customer) return `customer${customer[1].toUpperCase()}${customer[2]}`;
  if (field === 'expectedTotalCents') return 'totalAmount';
  if (field === 'idempotencyKey') return 'Idempotency-Key';
  if (field === 'paidWithPayPalOrderId') return 'paymentId';
  return field.replace(/^(items\.\d+)\.unitPriceCents$/, '$1.price');
}

const ORDER_FIELDS = `fragment RestPlacedOrder on Order {
  databaseId orderNumber createdAt orderStatus paymentStatus totalAmountCents
  items { databaseId quantity unitPriceCents lineTotalCents course { databaseId title } participants { firstName lastName } }
  payment { method approvalUrl deadline bankTransfer { accountHolder iban bic bankName reference amountCents deadline } }
  vouchers { participantFirstName participantLastName status }
}`;

export const orderRestRoutes: RestRoute[] = [
  restRoute<RestPlaceOrderMutation, RestPlaceOrderMutationVariables>({
    // docs/SPEC.md §7: customerFirstName … customerZipCode, totalAmount, paymentMethod, paymentId, paymentStatus, orderStatus,
    // items (courseId, price, quantity, participants). Amounts are euros. What the client says is checked, never trusted:
    // totalAmount and each item's price must be the server's (else 400 PRICES_CHANGED, nothing stored; one written as no
    // amount at all, "140,00" or 25.555: 400 INVALID_FORMAT on that field); orderStatus may
    // only be "pending" or absent; paymentStatus too, except "paid" with the paymentId of a PayPal order paid in the
    // browser, which the server verifies with PayPal (else 400 PAYMENT_NOT_VERIFIED on paymentId, nothing stored).
    // The `Idempotency-Key` header is recommended; without it the key is derived (see derivedKey).
    method: 'POST',
    path: '/api/orders',
    operation: `mutation RestPlaceOrder($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        accessKey
        order { ...RestPlacedOrder }
        errors { field code message }
      }
    } ${ORDER_FIELDS}`,
    variables: placeOrderVariables,
    payloadOf: 'placeOrder',
    fieldName: restFieldName,
    successStatus: 201,
    shape: ({ placeOrder: { order: placed, accessKey } }, { language }) => {
      const order = succeeded(placed, 'order');
      const bank = order.payment.bankTransfer;
      const paymentMethod = REST_PAYMENT_METHOD[order.payment.method];
      return {
        ok: true,
        message:
          order.paymentStatus === 'PAID'
            ? TEXTS[language].placedAndPaid
            : paymentMethod === 'paypal'
              ? TEXTS[language].placedPayPal
              : TEXTS[language].placedBankTransfer,
        id: order.databaseId,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt,
        totalAmount: eurosFromCents(order.totalAmountCents),
        orderStatus: order.orderStatus.toLowerCase(),
        paymentStatus: order.paymentStatus.toLowerCase(),
        paymentMethod,
        accessKey,
        approvalUrl: order.payment.approvalUrl,
        paymentDeadline: order.payment.deadline,
        bankTransfer: bank
          ? {
              accountHolder: bank.accountHolder,
              iban: bank.iban,
              bic: bank.bic,
              bankName: bank.bankName,
              reference: bank.reference,
              amount: eurosFromCents(bank.amountCents),
              deadline: bank.deadline,
            }
          : null,
        items: order.items.map((item) => ({
          id: item.databaseId,
          courseId: item.course.databaseId,
          title: item.course.title,
          quantity: item.quantity,
          price: eurosFromCents(item.unitPriceCents),
          participants: item.participants,
        })),
        vouchers: order.vouchers.map((voucher) => ({
          firstName: voucher.participantFirstName,
          lastName: voucher.participantLastName,
          status: voucher.status.toLowerCase(),
        })),
      };
    },
  }),
];
