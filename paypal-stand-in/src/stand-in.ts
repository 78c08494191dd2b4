import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '@h2o/api/context/language';
import { centsFromPayPalValue, payPalValueFromCents } from '@h2o/api/validation/money';
import { type PayPalJson, type SandboxOrder, SandboxOrderStatus, SandboxOrders, type StandInDatabase } from './orders.js';
import { type SandboxPage, type SandboxPageMessage, approvalPage, messagePage } from './page.js';
import {
  SandboxRefusal,
  approvedBody,
  authenticationFailure,
  capturedBody,
  invalidRequest,
  newPayPalId,
  orderNotFound,
  readCreateOrder,
  unprocessable,
} from './rules.js';

/**
 * A local stand-in for PayPal's REST API and checkout page, used when no PayPal credentials are configured
 * (a fresh machine, the tests). The app's PayPal client talks to it over real HTTP exactly as to PayPal.
 * A workspace of its own, for development and tests only: the app loads it outside production through a
 * dynamic import (api/src/modules/payments/payments.ts), and neither its build nor its Docker image holds it.
 *
 * Copied from PayPal (Orders v2, as documented at developer.paypal.com/docs/api/orders/v2):
 * - OAuth2 client credentials at /v1/oauth2/token (Basic auth, `grant_type=client_credentials`; answers
 *   `access_token` and `expires_in`; OAuth errors `{ error, error_description }`); Bearer tokens on /v2, a
 *   missing or wrong one is 401 AUTHENTICATION_FAILURE.
 * - Create: intent, amounts as decimal strings, item_total = Σ quantity × unit_amount (ITEM_TOTAL_MISMATCH),
 *   amount = item_total + tax_total + shipping + handling + insurance − discounts (AMOUNT_MISMATCH), string
 *   lengths, zero amounts, more than two decimals; status PAYER_ACTION_REQUIRED with a `payer-action` link;
 *   201, and 200 with the same order for a repeated PayPal-Request-Id; `Prefer: return=representation`.
 * - Approval on the checkout page, then 303 to return_url `?token=<order id>&PayerID=<payer id>` (cancel:
 *   cancel_url `?token=`, order unchanged).
 * - Capture: 422 ORDER_NOT_APPROVED before approval, ORDER_ALREADY_CAPTURED on a second capture, the first
 *   answer again for the same PayPal-Request-Id, DUPLICATE_INVOICE_ID for an invoice id already paid;
 *   capture id, status, amount and the payer in the answer.
 * - Refunds (Payments v2): POST /v2/payments/captures/{id}/refund, whole (no amount) or partial, 422
 *   REFUND_AMOUNT_EXCEEDED above what is left of the capture (CAPTURE_FULLY_REFUNDED when nothing is), the first
 *   refund again for the same PayPal-Request-Id, 404 for an unknown capture.
 * - Errors as `{ name, message, details: [{ field, issue, description }], debug_id, links }`, 404
 *   RESOURCE_NOT_FOUND for an unknown order; a Paypal-Debug-Id header.
 *
 * Not copied: intent AUTHORIZE, several purchase units, currencies other than EUR (refused), payment sources
 * other than the PayPal wallet, creating without experience_context return/cancel URLs (PayPal's JS SDK flow
 * needs none), PATCH, confirm-payment-source, refunds and the /v2/payments API, shipping, item taxes, order
 * expiry (PayPal voids unapproved orders after hours), declined or pending captures (the buyer always pays),
 * fees, webhooks, token scopes, request-id expiry (kept forever here), and a changed body under a repeated
 * request id (PayPal, too, answers the first order). Validation stops at the first problem; PayPal may list
 * several details.
 */

export const PAYPAL_SANDBOX_PREFIX = '/paypal-sandbox';
/** The sandbox's one set of client credentials (it is a test double; there is nothing to protect). */
export const SANDBOX_CLIENT_ID = 'sandbox';
export const SANDBOX_CLIENT_SECRET = 'sandbox';

/** PayPal's tokens live 9 hours. */
const TOKEN_SECONDS = 32_400;
const CHECKOUT_PATH = `${PAYPAL_SANDBOX_PREFIX}/checkoutnow`;

/** Largest form body read: the OAuth call and the checkout page's two buttons send a few dozen bytes. */
const FORM_BODY_LIMIT = 1024;

export interface PayPalStandInOptions {
  /** The app's database: the stand-in keeps its orders in a schema of its own there (./orders.ts). */
  database: StandInDatabase;
}

/** Where the stand-in answers on the app's server, and the client credentials it takes. */
export interface PayPalStandInAccess {
  prefix: string;
  clientId: string;
  clientSecret: string;
}

/** Adds the stand-in's routes under /paypal-sandbox to the app's server. */
export async function registerPayPalStandIn(app: FastifyInstance, options: PayPalStandInOptions): Promise<PayPalStandInAccess> {
  const orders = new SandboxOrders(options.database);
  const tokens = sandboxTokens();

  await app.register(
    async (scope) => {
      // PayPal takes a capture without a body (`Content-Type: application/json`, nothing after it).
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, body === '' ? {} : JSON.parse(body as string));
        } catch {
          done(invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }));
        }
      });
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.setErrorHandler((error: FastifyError | SandboxRefusal, request, reply) => {
        if (error instanceof SandboxRefusal) return sendRefusal(reply, error);
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          return sendRefusal(
            reply,
            new SandboxRefusal(
              error.statusCode,
              'INVALID_REQUEST',
              'Request is not well-formed, syntactically incorrect, or violates schema.',
            ),
          );
        }
        request.log.error({ err: error }, 'PayPal sandbox failed');
        return sendRefusal(reply, new SandboxRefusal(500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'));
      });
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!reply.hasHeader('paypal-debug-id')) reply.header('paypal-debug-id', debugId());
      });

      scope.post('/v1/oauth2/token', async (request, reply) => {
        if (!tokens.clientAuthenticated(request.headers.authorization)) {
          return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const grantType = (request.body as Record<string, unknown> | undefined)?.grant_type;
        if (grantType !== 'client_credentials') {
          return reply
            .code(400)
            .send({ error: 'unsupported_grant_type', error_description: grantType ? 'unsupported grant_type' : 'Grant Type is NULL' });
        }
        return {
          scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/orders',
          access_token: tokens.issue(),
          token_type: 'Bearer',
          app_id: 'APP-SANDBOX',
          expires_in: TOKEN_SECONDS,
          nonce: `${new Date().toISOString().slice(0, 19)}Z${randomBytes(16).toString('base64url')}`,
        };
      });

      await scope.register(async (api) => {
        // Before the body is read: without a token nothing else is looked at.
        api.addHook('onRequest', async (request) => {
          if (!tokens.valid(request.headers.authorization)) throw authenticationFailure();
        });

        api.post('/v2/checkout/orders', async (request, reply) => {
          const requestId = requestIdOf(request);
          const links = linkBuilder(request);
          const replay = requestId ? await orders.findByRequestId(requestId) : null;
          if (replay) return reply.code(200).send(createAnswer(replay, request, links));

          const id = newPayPalId();
          const order = readCreateOrder(id, request.body, new Date());
          if (order.invoiceId && (await orders.invoicePaidElsewhere(order.invoiceId, null))) throw duplicateInvoiceId();
          if (!(await orders.insert({ id, requestId, body: order.body, experience: order.experience }))) {
            // The same request id arrived twice at once: the other one made the order.
            const first = requestId ? await orders.findByRequestId(requestId) : null;
            if (!first) throw new Error('sandbox order insert failed without a request id');
            return reply.code(200).send(createAnswer(first, request, links));
          }
          const created: SandboxOrder = {
            id,
            requestId,
            captureRequestId: null,
            status: SandboxOrderStatus.PAYER_ACTION_REQUIRED,
            body: order.body,
            experience: order.experience,
          };
          return reply.code(201).send(createAnswer(created, request, links));
        });

        api.get('/v2/checkout/orders/:id', async (request) => {
          const { id } = request.params as { id: string };
          const order = await orders.find(id);
          if (!order) throw orderNotFound(id);
          return orderAnswer(order, linkBuilder(request));
        });

        api.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
          const { id } = request.params as { id: string };
          const requestId = requestIdOf(request);
          const links = linkBuilder(request);
          let order = await orders.find(id);
          // Each pass either answers or finds the order changed by a concurrent request; states only move forward.
          for (;;) {
            if (!order) throw orderNotFound(id);
            if (order.status === SandboxOrderStatus.COMPLETED) {
              if (requestId && requestId === order.captureRequestId) return reply.code(200).send(captureAnswer(order, request, links));
              throw unprocessable({
                issue: 'ORDER_ALREADY_CAPTURED',
                description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
              });
            }
            if (order.status === SandboxOrderStatus.VOIDED) {
              throw unprocessable({
                issue: 'ORDER_COMPLETED_OR_VOIDED',
                description: 'Order is voided or completed and hence cannot be processed',
              });
            }
            if (order.status !== SandboxOrderStatus.APPROVED) {
              throw unprocessable({
                issue: 'ORDER_NOT_APPROVED',
                description:
                  "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
              });
            }
            const invoiceId = order.body.purchase_units?.[0]?.invoice_id;
            if (invoiceId && (await orders.invoicePaidElsewhere(invoiceId, id))) throw duplicateInvoiceId();
            const body = capturedBody(order.body, new Date());
            if (
              await orders.transition(id, SandboxOrderStatus.APPROVED, {
                status: SandboxOrderStatus.COMPLETED,
                body,
                captureRequestId: requestId,
              })
            ) {
              return reply.code(201).send(captureAnswer({ ...order, status: SandboxOrderStatus.COMPLETED, body }, request, links));
            }
            order = await orders.find(id);
          }
        });

        // Payments v2 refunds: a whole or partial refund of a capture, never more than is left of it.
        api.post('/v2/payments/captures/:id/refund', async (request, reply) => {
          const { id } = request.params as { id: string };
          const body = (request.body ?? {}) as PayPalJson;
          let amountCents: number | null = null;
          if (body.amount !== undefined) {
            if (typeof body.amount !== 'object' || body.amount === null)
              throw invalidRequest({ field: '/amount', issue: 'INVALID_PARAMETER_SYNTAX', description: 'The amount is an object.' });
            if (body.amount.currency_code !== 'EUR')
              throw unprocessable({
                field: '/amount/currency_code',
                issue: 'CURRENCY_MISMATCH',
                description: 'Currency of refund must be the same as currency of capture.',
              });
            amountCents = moneyCentsOf(body.amount.value);
          }
          const outcome = await orders.refund(id, amountCents, requestIdOf(request), newPayPalId);
          if ('refused' in outcome) {
            if (outcome.refused === 'not_found') throw captureNotFound(id);
            if (outcome.leftCents <= 0)
              throw unprocessable({ issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded' });
            throw unprocessable({
              issue: 'REFUND_AMOUNT_EXCEEDED',
              description: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            });
          }
          const self = `${request.protocol}://${request.host}${PAYPAL_SANDBOX_PREFIX}/v2/payments/refunds/${outcome.id}`;
          return reply.code(201).send({
            id: outcome.id,
            status: 'COMPLETED',
            amount: { currency_code: outcome.currency, value: payPalValueFromCents(outcome.amountCents) },
            create_time: outcome.createdAt.toISOString(),
            links: [{ href: self, rel: 'self', method: 'GET' }],
          });
        });
      });

      // The buyer's side: PayPal's checkout page, reduced to approve or cancel.
      scope.get('/checkoutnow', async (request, reply) => {
        const { token } = request.query as { token?: unknown };
        if (typeof token !== 'string' || !token) return sendPage(reply, 400, messagePage(pageLanguage(request), 'badRequest'));
        const order = await orders.find(token);
        if (!order) return sendPage(reply, 404, messagePage(pageLanguage(request), 'notFound'));
        const language = pageLanguage(request, order.experience.locale);
        if (!isOpen(order)) return sendPage(reply, 409, messagePage(language, 'closed'));
        return sendPage(
          reply,
          200,
          approvalPage({
            language,
            orderId: order.id,
            body: order.body,
            brandName: order.experience.brandName,
            formUrl: CHECKOUT_PATH,
            returnUrls: [order.experience.returnUrl, order.experience.cancelUrl],
          }),
        );
      });

      scope.post('/checkoutnow', async (request, reply) => {
        const { token, action } = (request.body ?? {}) as { token?: unknown; action?: unknown };
        const problem = (status: number, message: SandboxPageMessage, language = pageLanguage(request)) =>
          sendPage(reply, status, messagePage(language, message));
        if (typeof token !== 'string' || !token || (action !== 'approve' && action !== 'cancel')) return problem(400, 'badRequest');
        let order = await orders.find(token);
        if (!order) return problem(404, 'notFound');
        if (action === 'cancel') return reply.redirect(withQuery(order.experience.cancelUrl, { token: order.id }), 303);
        for (;;) {
          if (!order) return problem(404, 'notFound');
          if (order.status === SandboxOrderStatus.APPROVED) return reply.redirect(approvedReturnUrl(order), 303);
          if (order.status !== SandboxOrderStatus.PAYER_ACTION_REQUIRED)
            return problem(409, 'closed', pageLanguage(request, order.experience.locale));
          const approved = approvedBody(order.body, new Date());
          if (
            await orders.transition(order.id, SandboxOrderStatus.PAYER_ACTION_REQUIRED, {
              status: SandboxOrderStatus.APPROVED,
              body: approved.body,
            })
          ) {
            return reply.redirect(withQuery(order.experience.returnUrl, { token: order.id, PayerID: approved.payerId }), 303);
          }
          order = await orders.find(token);
        }
      });
    },
    { prefix: PAYPAL_SANDBOX_PREFIX },
  );
  return { prefix: PAYPAL_SANDBOX_PREFIX, clientId: SANDBOX_CLIENT_ID, clientSecret: SANDBOX_CLIENT_SECRET };
}

/** Client credentials `sandbox:sandbox`, and Bearer tokens signed with a key of this process (no table needed). */
function sandboxTokens() {
  const key = randomBytes(32);
  const sign = (expires: string) => createHmac('sha256', key).update(expires).digest('base64url');
  const expected = Buffer.from(`Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64')}`);
  return {
    clientAuthenticated(header: string | undefined): boolean {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    issue(): string {
      const expires = String(Math.floor(Date.now() / 1000) + TOKEN_SECONDS);
      return `A21AA${expires}.${sign(expires)}`;
    },
    valid(header: string | undefined): boolean {
      const match = /^Bearer A21AA(\d{1,12})\.([\w-]{43})$/.exec(header ?? '');
      if (!match) return false;
      const [, expires, signature] = match;
      return timingSafeEqual(Buffer.from(signature), Buffer.from(sign(expires))) && Number(expires) * 1000 > Date.now();
    },
  };
}

type Links = ReturnType<typeof linkBuilder>;

/**
 * API links name the origin the call reached (the app calls over loopback: server to server). The buyer's link is
 * on the origin the shop sends the buyer back to: the stand-in is served by the shop's own server, whose return URL
 * is built from PUBLIC_URL or, without it, from the origin the buyer's own request reached (`ctx.origin`). So a
 * buyer on `http://localhost:3000` or on the machine's LAN address stays there, never sent to `127.0.0.1:<port>`.
 */
function linkBuilder(request: FastifyRequest) {
  const apiOrigin = `${request.protocol}://${request.host}`;
  const order = (id: string) => `${apiOrigin}${PAYPAL_SANDBOX_PREFIX}/v2/checkout/orders/${id}`;
  return {
    self: (id: string) => ({ href: order(id), rel: 'self', method: 'GET' }),
    payerAction: (order: Pick<SandboxOrder, 'id' | 'experience'>) => ({
      href: `${new URL(order.experience.returnUrl).origin}${CHECKOUT_PATH}?${new URLSearchParams({ token: order.id })}`,
      rel: 'payer-action',
      method: 'GET',
    }),
    capture: (id: string) => ({ href: `${order(id)}/capture`, rel: 'capture', method: 'POST' }),
  };
}

function linksOf(order: SandboxOrder, links: Links) {
  if (order.status === SandboxOrderStatus.PAYER_ACTION_REQUIRED) return [links.self(order.id), links.payerAction(order)];
  if (order.status === SandboxOrderStatus.APPROVED) return [links.self(order.id), links.capture(order.id)];
  return [links.self(order.id)];
}

const wantsRepresentation = (request: FastifyRequest) => /return=representation/.test(String(request.headers.prefer ?? ''));

/** The full order, as GET answers it. */
function orderAnswer(order: SandboxOrder, links: Links) {
  return { ...order.body, status: order.status, links: linksOf(order, links) };
}

/** Create's answer: minimal unless the caller prefers the representation (PayPal's `Prefer` header). */
function createAnswer(order: SandboxOrder, request: FastifyRequest, links: Links) {
  if (wantsRepresentation(request)) return orderAnswer(order, links);
  return { id: order.id, status: order.status, payment_source: order.body.payment_source, links: linksOf(order, links) };
}

/** Capture's answer: PayPal's minimal one already holds the captures and the payer. */
function captureAnswer(order: SandboxOrder, request: FastifyRequest, links: Links) {
  if (wantsRepresentation(request)) return orderAnswer(order, links);
  const { body } = order;
  return {
    id: order.id,
    status: order.status,
    payment_source: body.payment_source,
    purchase_units: body.purchase_units.map((unit: PayPalJson) => ({ reference_id: unit.reference_id, payments: unit.payments })),
    payer: body.payer,
    links: [links.self(order.id)],
  };
}

const captureNotFound = (id: string) =>
  new SandboxRefusal(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field: 'capture_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);

/** A refund's amount value ("12.50"), as PayPal reads it: positive, at most two decimals. */
function moneyCentsOf(value: unknown): number {
  const cents = typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? centsFromPayPalValue(value) : NaN;
  if (!Number.isSafeInteger(cents))
    throw invalidRequest({
      field: '/amount/value',
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: 'The value of a field does not conform to the expected format.',
    });
  if (cents <= 0)
    throw unprocessable({ field: '/amount/value', issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', description: 'Must be greater than zero.' });
  return cents;
}

const duplicateInvoiceId = () =>
  unprocessable({
    issue: 'DUPLICATE_INVOICE_ID',
    description:
      'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  });

function requestIdOf(request: FastifyRequest): string | null {
  const value = request.headers['paypal-request-id'];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > 10_000) {
    throw invalidRequest({
      field: 'PayPal-Request-Id',
      location: 'header',
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    });
  }
  return value;
}

function sendRefusal(reply: FastifyReply, refusal: SandboxRefusal) {
  return reply.code(refusal.status).header('paypal-debug-id', refusal.debugId).send(refusal.answer());
}

const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

const isOpen = (order: SandboxOrder) =>
  order.status === SandboxOrderStatus.PAYER_ACTION_REQUIRED || order.status === SandboxOrderStatus.APPROVED;

/** The order's locale (the shop's choice, as PayPal's page follows it); else the buyer's cookie or browser. */
function pageLanguage(request: FastifyRequest, locale?: string): Language {
  if (locale) return locale.toLowerCase().startsWith('de') ? 'de' : 'en';
  // The app's server reads cookies (@fastify/cookie); the stand-in does not depend on that plugin's types.
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return requestLanguage(cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
}

function sendPage(reply: FastifyReply, status: number, page: SandboxPage) {
  return reply.code(status).header('content-security-policy', page.contentSecurityPolicy).type('text/html; charset=utf-8').send(page.html);
}

function approvedReturnUrl(order: SandboxOrder): string {
  return withQuery(order.experience.returnUrl, { token: order.id, PayerID: String(order.body.payer?.payer_id ?? '') });
}

/** The URL with these query parameters added (PayPal keeps the return URL's own ones). */
function withQuery(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}
