import type { Language } from '../../context/language.js';
import { centsFromPayPalValue, payPalValueFromCents } from '../../validation/money.js';

/**
 * A small client of PayPal's Orders v2 REST API (https://developer.paypal.com/docs/api/orders/v2/): create an
 * order, send the buyer to PayPal, capture after approval, read an order back. The same client talks to
 * the local stand-in (the workspace paypal-stand-in/), which answers the same protocol. It logs nothing: its requests carry
 * the secret and its answers the payer's data; a PayPalError carries PayPal's name, issue and debug id only.
 */

/** What PayPal says an order is; other values may come (PayPal adds some), hence the open string. */
export type PayPalOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED' | (string & {});

export interface PayPalOrderItem {
  /** Shown to the buyer at PayPal; cut to PayPal's 127 characters. */
  name: string;
  /** A whole number, at least 1. */
  quantity: number;
  unitAmountCents: number;
  /** Our id of the thing sold (a course id), for PayPal's reports. */
  sku?: string;
}

export interface PayPalOrderRequest {
  /** Sent as PayPal-Request-Id: the same id gives back the same order instead of a second one (for hours, not forever). */
  requestId: string;
  /** purchase_units[0].reference_id: our order number. */
  referenceId: string;
  /** purchase_units[0].invoice_id. PayPal refuses an invoice id that was already paid (DUPLICATE_INVOICE_ID). */
  invoiceId: string;
  /** purchase_units[0].custom_id: comes back on the capture, for reconciliation. */
  customId: string;
  items: PayPalOrderItem[];
  /**
   * What the buyer is to pay. Sent as the amount beside item_total (Σ quantity × unit amount, computed here),
   * so PayPal itself refuses a total that does not add up (AMOUNT_MISMATCH) instead of charging it.
   */
  totalCents: number;
  /** The PayPal page's language (de-DE or en-DE). */
  language: Language;
  /** Where PayPal sends the buyer after approving (`?token=<order id>&PayerID=…`) or cancelling (`?token=…`). */
  returnUrl: string;
  cancelUrl: string;
  /** The shop's name on PayPal's page; PayPal's account name when absent. */
  brandName?: string;
}

export interface PayPalCreatedOrder {
  id: string;
  status: PayPalOrderStatus;
  /** Where to send the buyer's browser to approve the payment. */
  approvalUrl: string;
}

export interface PayPalCapture {
  /** The order's status after the capture: COMPLETED once captured. */
  orderStatus: PayPalOrderStatus;
  captureId: string;
  /** Only COMPLETED means the money arrived; PENDING (e.g. a review at PayPal) and DECLINED do not. */
  captureStatus: string;
  amountCents: number;
  currency: string;
  /** Personal data: store it with the order, never log it. */
  payerEmail: string | null;
}

export interface PayPalOrderState {
  id: string;
  status: PayPalOrderStatus;
  amountCents: number;
  currency: string;
  /** The first capture, once there is one. */
  capture?: PayPalCapture;
}

/** A refund PayPal accepted: COMPLETED (money back), PENDING (PayPal finishes it later), FAILED or CANCELLED. */
export interface PayPalRefund {
  refundId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED' | (string & {});
  amountCents?: number;
}

interface PayPalErrorDetail {
  issue: string;
  description?: string;
  field?: string;
}

/**
 * A JSON answer of PayPal's as it may arrive: the fields this client reads (orders, captures, refunds, tokens and
 * errors share it), each optional and of unchecked type, so every reader checks what it uses before trusting it.
 */
interface PayPalJson {
  id?: unknown;
  status?: unknown;
  links?: unknown;
  amount?: PayPalAmountJson;
  purchase_units?: {
    reference_id?: unknown;
    invoice_id?: unknown;
    custom_id?: unknown;
    amount?: PayPalAmountJson;
    payments?: { captures?: PayPalCaptureJson[] };
  }[];
  payer?: { email_address?: unknown };
  access_token?: unknown;
  expires_in?: unknown;
  name?: unknown;
  message?: unknown;
  details?: unknown;
  debug_id?: unknown;
  error?: unknown;
  error_description?: unknown;
}

interface PayPalAmountJson {
  value?: unknown;
  currency_code?: unknown;
}

type ErrorDetailJson = Partial<Record<keyof PayPalErrorDetail, unknown>>;

interface PayPalCaptureJson {
  id?: unknown;
  status?: unknown;
  amount?: PayPalAmountJson;
}

/**
 * A refusal or failure. `name` is PayPal's (UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, invalid_client, …) or
 * NETWORK_ERROR/TIMEOUT (status 0) or INVALID_RESPONSE; `issue` the first detail's (ORDER_NOT_APPROVED, …).
 * `retryable`: the same call may succeed later (status 0, 429, 5xx). A timed-out capture may have happened
 * at PayPal: retry it with the same request id, which gives back the first answer instead of a second capture.
 */
export class PayPalError extends Error {
  override name: string;
  readonly status: number;
  readonly issue?: string;
  readonly details: PayPalErrorDetail[];
  readonly debugId?: string;
  readonly retryable: boolean;

  constructor(options: {
    status: number;
    name: string;
    message: string;
    details?: PayPalErrorDetail[];
    debugId?: string;
    retryable?: boolean;
  }) {
    const issue = options.details?.[0]?.issue;
    super(
      `PayPal ${options.status || 'unreachable'} ${options.name}${issue ? `/${issue}` : ''}: ${options.message}${options.debugId ? ` (debug_id ${options.debugId})` : ''}`,
    );
    this.name = options.name;
    this.status = options.status;
    this.issue = issue;
    this.details = options.details ?? [];
    this.debugId = options.debugId;
    this.retryable = options.retryable ?? (options.status === 0 || options.status === 429 || options.status >= 500);
  }
}

export interface PayPalClientOptions {
  /** e.g. https://api-m.paypal.com; a function when it is known only at call time (the sandbox's port). */
  baseUrl: string | (() => string);
  clientId: string;
  clientSecret: string;
  /** Per HTTP request; PayPal asks integrations to wait generously, 15 s by default. */
  timeoutMs?: number;
}

/** A token is renewed this long before PayPal says it expires, so none runs out on the way. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
const ITEM_NAME_MAX = 127;

export class PayPalClient {
  private token: Promise<{ value: string; renewAt: number }> | null = null;

  constructor(private readonly options: PayPalClientOptions) {}

  async createOrder(request: PayPalOrderRequest): Promise<PayPalCreatedOrder> {
    const items = request.items.map((item) => {
      if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
        throw new RangeError(`item quantity must be a whole number of at least 1: ${item.quantity}`);
      return {
        name: [...item.name].slice(0, ITEM_NAME_MAX).join(''),
        quantity: String(item.quantity),
        unit_amount: euros(item.unitAmountCents),
        ...(item.sku ? { sku: item.sku } : {}),
      };
    });
    const itemTotalCents = request.items.reduce((sum, item) => sum + item.quantity * item.unitAmountCents, 0);
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.referenceId,
          invoice_id: request.invoiceId,
          custom_id: request.customId,
          amount: { ...euros(request.totalCents), breakdown: { item_total: euros(itemTotalCents) } },
          items,
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            // Instant funding only: no eCheck that stays PENDING for days after the course was booked.
            payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
            locale: request.language === 'de' ? 'de-DE' : 'en-DE',
            ...(request.brandName ? { brand_name: request.brandName.slice(0, 127) } : {}),
          },
        },
      },
    };
    const answer = await this.call('POST', '/v2/checkout/orders', { body, requestId: request.requestId, representation: true });
    // A repeated request id gives back whatever order was made under it first: keep only the one asked for.
    if (!isOrderAskedFor(answer, request))
      throw invalidResponse('an order other than the one asked for (reference, invoice, custom id or amount differ)');
    const links = Array.isArray(answer.links) ? (answer.links as { rel?: unknown; href?: unknown }[]) : [];
    const approval = links.find((link) => link.rel === 'payer-action') ?? links.find((link) => link.rel === 'approve');
    if (typeof answer.id !== 'string' || typeof answer.status !== 'string' || typeof approval?.href !== 'string') {
      throw invalidResponse('an order without id, status or approval link');
    }
    return { id: answer.id, status: answer.status, approvalUrl: approval.href };
  }

  /** Takes the approved payment. Call again with the same request id after a timeout or 5xx, never with a new one. */
  async captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalCapture> {
    const answer = await this.call('POST', `/v2/checkout/orders/${orderPath(paypalOrderId)}/capture`, { body: {}, requestId });
    const capture = captureOf(answer);
    if (!capture) throw invalidResponse('a capture answer without a capture');
    return capture;
  }

  async getOrder(paypalOrderId: string): Promise<PayPalOrderState> {
    const answer = await this.call('GET', `/v2/checkout/orders/${orderPath(paypalOrderId)}`);
    const amount = answer.purchase_units?.[0]?.amount;
    if (typeof answer.id !== 'string' || typeof answer.status !== 'string' || !amount)
      throw invalidResponse('an order without id, status or amount');
    const capture = captureOf(answer);
    return {
      id: answer.id,
      status: answer.status,
      amountCents: cents(amount.value),
      currency: String(amount.currency_code),
      ...(capture ? { capture } : {}),
    };
  }

  /**
   * Refunds (part of) a capture (Payments v2: POST /v2/payments/captures/{id}/refund). The request id makes a retry
   * after a timeout or 5xx give back the first refund instead of a second one: keep it per refund of ours.
   */
  async refundCapture(captureId: string, request: { amountCents: number; requestId: string; noteToPayer?: string }): Promise<PayPalRefund> {
    const body = {
      amount: euros(request.amountCents),
      ...(request.noteToPayer ? { note_to_payer: request.noteToPayer.slice(0, 255) } : {}),
    };
    const answer = await this.call('POST', `/v2/payments/captures/${orderPath(captureId)}/refund`, {
      body,
      requestId: request.requestId,
      representation: true,
    });
    if (typeof answer.id !== 'string' || typeof answer.status !== 'string') throw invalidResponse('a refund without id or status');
    return { refundId: answer.id, status: answer.status, ...(answer.amount ? { amountCents: cents(answer.amount.value) } : {}) };
  }

  /** One API call with a valid token; a 401 on a token we kept (PayPal revoked it, the sandbox restarted) fetches a new one once. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; requestId?: string; representation?: boolean } = {},
  ): Promise<PayPalJson> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      // The whole order in the answer (PayPal's default is id, status and links only).
      if (options.representation) headers.prefer = 'return=representation';
      const response = await this.send(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      if (response.status === 401 && attempt === 1) {
        this.token = null;
        continue;
      }
      return readAnswer(response);
    }
  }

  private async accessToken(): Promise<string> {
    const kept = this.token;
    if (kept) {
      const token = await kept.catch(() => null);
      if (token && Date.now() < token.renewAt) return token.value;
      // Another caller is already renewing it: wait for theirs instead of asking PayPal twice.
      if (this.token && this.token !== kept) return this.accessToken();
    }
    return this.newToken();
  }

  // Concurrent callers share one token request: `this.token` is set before its answer arrives.
  private newToken(): Promise<string> {
    const pending = (async () => {
      const { clientId, clientSecret } = this.options;
      const response = await this.send('/v1/oauth2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      });
      const answer = readAnswer(response);
      if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number')
        throw invalidResponse('a token answer without access_token or expires_in');
      const lifetimeMs = answer.expires_in * 1000;
      return { value: answer.access_token as string, renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2) };
    })();
    this.token = pending;
    pending.catch(() => {
      if (this.token === pending) this.token = null;
    });
    return pending.then((token) => token.value);
  }

  /** One HTTP exchange, its body read within the same time limit (a body can stall as well as the headers). */
  private async send(path: string, init: RequestInit): Promise<HttpAnswer> {
    const base = typeof this.options.baseUrl === 'function' ? this.options.baseUrl() : this.options.baseUrl;
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      return {
        status: response.status,
        ok: response.ok,
        statusText: response.statusText,
        headers: response.headers,
        text: await response.text(),
      };
    } catch (error) {
      // By name: the DOMException of an abort need not be an instance of this realm's Error.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const cause = (error as { cause?: { message?: unknown } } | null)?.cause?.message ?? (error as { message?: unknown } | null)?.message;
      throw new PayPalError({
        status: 0,
        name: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: timedOut ? 'no answer in time' : `no connection (${String(cause)})`,
        retryable: true,
      });
    }
  }
}

interface HttpAnswer {
  status: number;
  ok: boolean;
  statusText: string;
  headers: Headers;
  text: string;
}

/** The JSON of a 2xx answer; any other answer as a PayPalError (v2 errors and the token endpoint's OAuth ones). */
function readAnswer(response: HttpAnswer): PayPalJson {
  const { text } = response;
  let json: PayPalJson | null = null;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // reported below
  }
  const debugId = response.headers.get('paypal-debug-id') ?? undefined;
  if (response.ok) {
    if (json === null || typeof json !== 'object')
      throw invalidResponse(`a ${response.status} answer that is not JSON`, response.status, debugId);
    return json;
  }
  if (json && typeof json.name === 'string') {
    const details = Array.isArray(json.details)
      ? (json.details as (ErrorDetailJson | null)[])
          .filter((detail): detail is ErrorDetailJson => typeof detail?.issue === 'string')
          .map(({ issue, description, field }) => ({ issue, description, field }) as PayPalErrorDetail)
      : [];
    throw new PayPalError({
      status: response.status,
      name: json.name,
      message: String(json.message ?? ''),
      details,
      debugId: typeof json.debug_id === 'string' ? json.debug_id : debugId,
    });
  }
  if (json && typeof json.error === 'string') {
    throw new PayPalError({ status: response.status, name: json.error, message: String(json.error_description ?? ''), debugId });
  }
  throw new PayPalError({ status: response.status, name: 'HTTP_ERROR', message: response.statusText || 'no PayPal error body', debugId });
}

/** Whether PayPal's order is the one `request` described: its first purchase unit's ids and amount. */
function isOrderAskedFor(order: PayPalJson, request: PayPalOrderRequest): boolean {
  const unit = order?.purchase_units?.[0];
  return (
    unit?.reference_id === request.referenceId &&
    unit?.invoice_id === request.invoiceId &&
    unit?.custom_id === request.customId &&
    unit?.amount?.currency_code === 'EUR' &&
    unit?.amount?.value === payPalValueFromCents(request.totalCents)
  );
}

function captureOf(order: PayPalJson): PayPalCapture | undefined {
  const capture = order?.purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture) return undefined;
  if (typeof capture.id !== 'string' || typeof capture.status !== 'string' || !capture.amount)
    throw invalidResponse('a capture without id, status or amount');
  return {
    orderStatus: String(order.status),
    captureId: capture.id,
    captureStatus: capture.status,
    amountCents: cents(capture.amount.value),
    currency: String(capture.amount.currency_code),
    payerEmail: typeof order.payer?.email_address === 'string' ? order.payer.email_address : null,
  };
}

const euros = (amountCents: number) => ({ currency_code: 'EUR', value: payPalValueFromCents(amountCents) });

function cents(value: unknown): number {
  try {
    return centsFromPayPalValue(value as string);
  } catch {
    throw invalidResponse('an amount that is not a EUR value');
  }
}

// An id from a query string must not change the path; PayPal answers an id it does not know with 404.
const orderPath = (id: string) => encodeURIComponent(id);

const invalidResponse = (what: string, status = 200, debugId?: string) =>
  new PayPalError({ status, name: 'INVALID_RESPONSE', message: `PayPal sent ${what}`, debugId, retryable: false });
