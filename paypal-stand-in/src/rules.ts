import { randomBytes, randomInt } from 'node:crypto';
import { parsePayPalRequestValue, payPalValueFromCents } from '@h2o/api/validation/money';
import type { PayPalJson, SandboxExperience } from './orders.js';

/**
 * What the sandbox checks and builds, without HTTP or database: a create request read the way PayPal
 * reads it, the order PayPal would keep, and PayPal's error answers. ./stand-in.ts says which
 * PayPal behaviours are copied and which are not.
 */

export interface PayPalErrorDetail {
  field?: string;
  location?: 'body' | 'path' | 'header';
  value?: string;
  issue: string;
  description: string;
}

/** A refusal in PayPal's shape (`name`, `message`, `details`, `debug_id`, `links`), with its HTTP status. */
export class SandboxRefusal extends Error {
  readonly debugId = randomBytes(7).toString('hex').slice(0, 13);

  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: PayPalErrorDetail[] = [],
  ) {
    super(message);
  }

  answer() {
    const issue = this.details[0]?.issue;
    return {
      name: this.errorName,
      message: this.message,
      ...(this.details.length ? { details: this.details } : {}),
      debug_id: this.debugId,
      links: [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/${issue ? `#error-${issue}` : ''}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    };
  }
}

/** PayPal's own message texts for each kind of refusal. */
export const invalidRequest = (detail: PayPalErrorDetail) =>
  new SandboxRefusal(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [
    { location: 'body', ...detail },
  ]);
export const unprocessable = (detail: PayPalErrorDetail) =>
  new SandboxRefusal(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [detail],
  );
export const orderNotFound = (id: string) =>
  new SandboxRefusal(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field: 'order_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
export const authenticationFailure = () =>
  new SandboxRefusal(
    401,
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  );

/** The sandbox's one merchant (PayPal fills `payee` with the API caller's account). */
const PAYEE = { email_address: 'merchant@sandbox.example', merchant_id: 'SANDBXMERCH23' };

/** The buyer every approval signs in as. */
export const SANDBOX_BUYER_EMAIL = 'buyer@sandbox.example';

const ID_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAYER_ID_CHARACTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const randomText = (characters: string, length: number) => Array.from({ length }, () => characters[randomInt(characters.length)]).join('');

/** Order and capture ids look like PayPal's: 17 characters of [A-Z0-9]. */
export const newPayPalId = () => randomText(ID_CHARACTERS, 17);

/** What a valid create request becomes: the order body PayPal keeps, and where to send the buyer. */
export interface NewSandboxOrder {
  body: PayPalJson;
  experience: SandboxExperience;
  invoiceId?: string;
}

/** The parts of amount.breakdown PayPal knows; discounts are subtracted. */
const BREAKDOWN_PARTS = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance', 'shipping_discount', 'discount'] as const;

const isObject = (value: unknown): value is PayPalJson => typeof value === 'object' && value !== null && !Array.isArray(value);
const missing = (field: string): PayPalErrorDetail => ({
  field,
  issue: 'MISSING_REQUIRED_PARAMETER',
  description: 'A required field / parameter is missing.',
});

/**
 * Reads a create-order body as PayPal does, for what the sandbox supports (one purchase unit, intent
 * CAPTURE, EUR, a payment_source.paypal.experience_context with return and cancel URL). The first problem
 * found is thrown as PayPal's refusal; PayPal may list several.
 */
export function readCreateOrder(id: string, request: unknown, now: Date): NewSandboxOrder {
  if (!isObject(request)) throw invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });
  if (request.intent === undefined) throw invalidRequest(missing('/intent'));
  if (request.intent !== 'CAPTURE') {
    const known = request.intent === 'AUTHORIZE';
    throw invalidRequest({
      field: '/intent',
      value: String(request.intent),
      issue: 'INVALID_PARAMETER_VALUE',
      description: known ? 'The sandbox implements intent CAPTURE only.' : 'The value of a field is invalid.',
    });
  }
  const units = request.purchase_units;
  if (!Array.isArray(units) || units.length === 0) throw invalidRequest(missing('/purchase_units'));
  if (units.length > 1)
    throw invalidRequest({
      field: '/purchase_units',
      issue: 'INVALID_ARRAY_MAX_ITEMS',
      description: 'The sandbox takes one purchase unit.',
    });
  const unit = units[0];
  if (!isObject(unit))
    throw invalidRequest({ field: '/purchase_units/0', issue: 'INVALID_PARAMETER_SYNTAX', description: 'A purchase unit is an object.' });
  const at = (field: string) => `/purchase_units/@reference_id=='${String(unit.reference_id ?? 'default')}'/${field}`;

  for (const [field, max] of [
    ['reference_id', 256],
    ['invoice_id', 127],
    ['custom_id', 127],
    ['description', 127],
  ] as const) {
    const value = unit[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length < 1 || value.length > max) {
      throw invalidRequest({
        field: at(field),
        issue: 'INVALID_STRING_LENGTH',
        description: `The value of a field is either too short or too long (1 to ${max} characters).`,
      });
    }
  }

  if (!isObject(unit.amount)) throw invalidRequest(missing(at('amount')));
  const amountCents = moneyCents(unit.amount, at('amount'));
  if (amountCents === 0)
    throw unprocessable({ field: at('amount/value'), issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', description: 'Must be greater than zero.' });

  const breakdown = unit.amount.breakdown;
  const parts: Record<string, number> = {};
  if (breakdown !== undefined) {
    if (!isObject(breakdown))
      throw invalidRequest({
        field: at('amount/breakdown'),
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The breakdown is an object.',
      });
    for (const name of BREAKDOWN_PARTS) {
      if (breakdown[name] !== undefined) parts[name] = moneyCents(breakdown[name], at(`amount/breakdown/${name}`));
    }
  }

  let items: PayPalJson[] | undefined;
  if (unit.items !== undefined) {
    if (!Array.isArray(unit.items))
      throw invalidRequest({ field: at('items'), issue: 'INVALID_PARAMETER_SYNTAX', description: 'items is an array.' });
    items = unit.items.map((item, index) => readItem(item, at(`items[${index}]`)));
    if (items.length > 0 && parts.item_total === undefined) {
      throw unprocessable({
        field: at('amount/breakdown/item_total'),
        issue: 'ITEM_TOTAL_REQUIRED',
        description:
          'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
      });
    }
    const sum = items.reduce((total, item) => total + item.cents * Number(item.quantity), 0);
    if (items.length > 0 && sum !== parts.item_total) {
      throw unprocessable({
        field: at('amount/breakdown/item_total'),
        issue: 'ITEM_TOTAL_MISMATCH',
        description: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      });
    }
  }
  if (breakdown !== undefined) {
    const expected =
      (parts.item_total ?? 0) +
      (parts.tax_total ?? 0) +
      (parts.shipping ?? 0) +
      (parts.handling ?? 0) +
      (parts.insurance ?? 0) -
      (parts.shipping_discount ?? 0) -
      (parts.discount ?? 0);
    if (expected !== amountCents) {
      throw unprocessable({
        field: at('amount/value'),
        issue: 'AMOUNT_MISMATCH',
        description: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      });
    }
  }

  const context = request.payment_source?.paypal?.experience_context;
  const url = (name: string) => {
    const value = context?.[name];
    const field = `/payment_source/paypal/experience_context/${name}`;
    if (value === undefined)
      throw invalidRequest({ ...missing(field), description: 'The sandbox sends the buyer back to this URL, so it needs it.' });
    if (typeof value !== 'string' || !isHttpUrl(value))
      throw invalidRequest({
        field,
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      });
    return value;
  };
  const experience: SandboxExperience = {
    returnUrl: url('return_url'),
    cancelUrl: url('cancel_url'),
    ...(typeof context.locale === 'string' ? { locale: context.locale } : {}),
    ...(typeof context.brand_name === 'string' ? { brandName: context.brand_name } : {}),
  };

  const purchaseUnit = {
    reference_id: unit.reference_id ?? 'default',
    amount: {
      ...euros(amountCents),
      ...(breakdown !== undefined
        ? { breakdown: Object.fromEntries(Object.entries(parts).map(([name, cents]) => [name, euros(cents)])) }
        : {}),
    },
    payee: PAYEE,
    ...(unit.description !== undefined ? { description: unit.description } : {}),
    ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
    ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
    ...(items ? { items: items.map(({ cents: _cents, ...item }) => item) } : {}),
  };
  return {
    body: { id, intent: 'CAPTURE', payment_source: { paypal: {} }, purchase_units: [purchaseUnit], create_time: timestamp(now) },
    experience,
    invoiceId: unit.invoice_id,
  };
}

function readItem(item: unknown, at: string): PayPalJson & { cents: number } {
  if (!isObject(item)) throw invalidRequest({ field: at, issue: 'INVALID_PARAMETER_SYNTAX', description: 'An item is an object.' });
  if (item.name === undefined) throw invalidRequest(missing(`${at}/name`));
  if (typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127) {
    throw invalidRequest({
      field: `${at}/name`,
      issue: 'INVALID_STRING_LENGTH',
      description: 'The value of a field is either too short or too long (1 to 127 characters).',
    });
  }
  if (item.quantity === undefined) throw invalidRequest(missing(`${at}/quantity`));
  if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity)) {
    throw invalidRequest({
      field: `${at}/quantity`,
      value: String(item.quantity),
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: 'The quantity is a whole number of at least 1, as a string.',
    });
  }
  if (item.unit_amount === undefined) throw invalidRequest(missing(`${at}/unit_amount`));
  const cents = moneyCents(item.unit_amount, `${at}/unit_amount`);
  return {
    name: item.name,
    unit_amount: euros(cents),
    quantity: item.quantity,
    ...(typeof item.sku === 'string' ? { sku: item.sku } : {}),
    ...(typeof item.description === 'string' ? { description: item.description } : {}),
    ...(typeof item.category === 'string' ? { category: item.category } : {}),
    cents,
  };
}

/**
 * A money object's value in cents. PayPal takes whole units and up to two decimals; the sandbox's merchant
 * takes EUR only (PayPal supports more currencies).
 */
function moneyCents(money: unknown, field: string): number {
  if (!isObject(money))
    throw invalidRequest({ field, issue: 'INVALID_PARAMETER_SYNTAX', description: 'A money object has currency_code and value.' });
  if (money.currency_code === undefined) throw invalidRequest(missing(`${field}/currency_code`));
  if (money.value === undefined) throw invalidRequest(missing(`${field}/value`));
  if (money.currency_code !== 'EUR') {
    throw unprocessable({
      field: `${field}/currency_code`,
      value: String(money.currency_code),
      issue: 'CURRENCY_NOT_SUPPORTED',
      description: 'Currency code is not currently supported (the sandbox takes EUR only).',
    });
  }
  const value = parsePayPalRequestValue(money.value);
  if (value.ok) return value.cents;
  if (value.reason === 'negative')
    throw unprocessable({ field: `${field}/value`, issue: 'CANNOT_BE_NEGATIVE', description: 'Must be greater than or equal to 0.' });
  if (value.reason === 'decimals') {
    throw unprocessable({
      field: `${field}/value`,
      issue: 'DECIMAL_PRECISION',
      description: 'If the currency supports decimals, only two decimal place precision is supported.',
    });
  }
  throw invalidRequest({
    field: `${field}/value`,
    value: String(money.value),
    issue: 'INVALID_PARAMETER_SYNTAX',
    description: 'The value of a field does not conform to the expected format.',
  });
}

const euros = (cents: number) => ({ currency_code: 'EUR', value: payPalValueFromCents(cents) });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** PayPal's timestamps: UTC, whole seconds. */
export const timestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The approved order: the sandbox's buyer as payer and as PayPal wallet. */
export function approvedBody(body: PayPalJson, now: Date): { body: PayPalJson; payerId: string } {
  const payerId = randomText(PAYER_ID_CHARACTERS, 13);
  const name = { given_name: 'Sandbox', surname: 'Buyer' };
  const address = { country_code: 'DE' };
  return {
    payerId,
    body: {
      ...body,
      payment_source: { paypal: { email_address: SANDBOX_BUYER_EMAIL, account_id: payerId, account_status: 'VERIFIED', name, address } },
      payer: { name, email_address: SANDBOX_BUYER_EMAIL, payer_id: payerId, address },
      update_time: timestamp(now),
    },
  };
}

/** The captured order: one capture of the whole amount, COMPLETED (the sandbox's buyer always pays). */
export function capturedBody(body: PayPalJson, now: Date): PayPalJson {
  const [unit, ...others] = body.purchase_units as PayPalJson[];
  const capture = {
    id: newPayPalId(),
    status: 'COMPLETED',
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
    ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
    create_time: timestamp(now),
    update_time: timestamp(now),
  };
  return { ...body, purchase_units: [{ ...unit, payments: { captures: [capture] } }, ...others], update_time: timestamp(now) };
}
