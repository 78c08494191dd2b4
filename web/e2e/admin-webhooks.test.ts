import { type Server, createServer } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type TestApp, enableBankTransfer, startTestApp } from '../../api/test/test-app.js';
import { createTestCourse } from '../../api/test/test-course.js';
import { until } from '../../api/test/until.js';
import { launchBrowser, openPage } from './browser.js';
import { desktopLayoutProblemsAtWidths } from './phoneLayout.js';

/**
 * The admin's webhooks view in the browser: register a partner's endpoint (a refused address first, with its German
 * message), read the secret shown once, see a failed delivery with its log, send it again once the partner's server
 * answers, all against a real receiver in this process; register one for a partner key, offered only the events the
 * key may see, and see it marked once the key is revoked; at 1280 and 1024 px in German and English without layout
 * problems.
 */
const ADMIN_PASSWORD = process.env.TEST_ADMIN_PASSWORD!;

let app: TestApp;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
let answer = 500;
let received = 0;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume().on('end', () => {
      received += 1;
      response.writeHead(answer).end(answer === 200 ? 'danke' : 'kaputt');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/h2o`;
  [app, browser] = await Promise.all([
    startTestApp({
      webDistDir: join(import.meta.dirname, '../dist'),
      env: { WEBHOOKS_ALLOW_LOCAL: '1', JOB_POLL_INTERVAL_MS: '100' },
      jobWorker: true,
    }),
    launchBrowser(),
  ]);
  await enableBankTransfer(app);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByTestId('field-username').fill('admin');
  await page.getByTestId('field-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

async function placeOrder(): Promise<void> {
  const courseId = await createTestCourse(app, { title: 'Webhook im Browser', places: 5, priceCents: 9_000 });
  const { data } = await app.graphql(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { errors { code } } }`, {
    input: {
      idempotencyKey: `webhooks-e2e-${Date.now()}-key`,
      customer: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.org',
        phone: '0821 123456',
        address: 'Hauptstraße 1',
        city: 'Gersthofen',
        zipCode: '86368',
      },
      paymentMethod: 'BANK_TRANSFER',
      legalTermsAccepted: true,
      items: [{ courseId, quantity: 1, participants: [{ firstName: 'Mia', lastName: 'Muster' }] }],
    },
  });
  expect(data.placeOrder.errors).toEqual([]);
}

/** Reloads the view until the first delivery shows `status` (the job works in the background). */
async function waitForStatus(page: Page, status: string) {
  const shown = async () => {
    await page.reload();
    await page.getByTestId('admin-webhooks').waitFor();
    return page
      .getByTestId('webhook-delivery-status')
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => null);
  };
  await until(shown, (text) => text === status);
}

it('an admin registers an endpoint, sees its secret once, a failed delivery and its log, and sends it again', async () => {
  const { page, problems } = await openPage(browser);
  await signIn(page);
  await page.getByTestId('admin-nav').getByText('Webhooks', { exact: true }).click();
  await page.getByTestId('admin-webhooks').waitFor();

  await page.getByTestId('webhook-new-name').fill('Partner-Schwimmschule');
  await page.getByTestId('webhook-new-url').fill('https://10.0.0.8/hook');
  await page.getByTestId('webhook-new-eventTypes').getByText('Bestellung eingegangen (order.created)').click();
  await page.getByTestId('webhook-new-submit').click();
  await expect(page.getByTestId('webhook-new-url-error').textContent()).resolves.toContain('internes oder privates Netz');
  expect(await page.getByTestId('webhook-endpoint').count()).toBe(0);

  await page.getByTestId('webhook-new-url').fill(receiverUrl);
  await page.getByTestId('webhook-new-submit').click();
  const secret = await page.getByTestId('webhook-secret-value').textContent();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await page
    .getByTestId('webhook-endpoint')
    .getByText(`Signaturschlüssel: ${secret!.slice(0, 10)}…`)
    .waitFor();

  await placeOrder();
  await waitForStatus(page, 'Wartet');
  const endpoint = page.getByTestId('webhook-endpoint');
  await endpoint.locator('summary').first().click();
  await endpoint.getByText('kaputt').waitFor();
  expect(await endpoint.locator('summary').first().textContent()).toContain('HTTP 500');
  expect(await desktopLayoutProblemsAtWidths(page, 'webhooks (de)')).toEqual([]);

  answer = 200;
  await page.getByTestId('webhook-redeliver').first().click();
  await page.getByTestId('webhooks-note').getByText('Wird erneut gesendet').waitFor();
  await waitForStatus(page, 'Zugestellt');
  expect(received).toBe(2);
  expect(await page.getByText(secret!).count()).toBe(0);
  expect(problems).toEqual([]);
});

it('in English, the same view without layout problems at 1280 and 1024 px', async () => {
  const { page, problems } = await openPage(browser, { locale: 'en-US' });
  await signIn(page);
  await page.goto(`${app.baseUrl}/admin/webhooks?lang=en`);
  await page.getByTestId('admin-webhooks').waitFor();
  await page.getByText('Recent deliveries').first().waitFor();
  await page.getByTestId('webhook-delivery-status').getByText('Delivered').waitFor();
  await page.getByTestId('webhook-rotate').click();
  await page
    .getByTestId('confirm-webhook-rotate')
    .getByText('From now on messages are signed with the new secret', { exact: false })
    .waitFor();
  expect(await desktopLayoutProblemsAtWidths(page, 'webhooks rotate dialog (en)')).toEqual([]);
  await page.getByTestId('confirm-dialog-cancel').click();
  await page.getByTestId('webhook-edit').click();
  expect(await desktopLayoutProblemsAtWidths(page, 'webhooks (en)')).toEqual([]);
  expect(problems).toEqual([]);
});

it("an endpoint for a partner key: only the key's events are offered, its owner is shown, and marked once the key is revoked", async () => {
  const { page, problems } = await openPage(browser);
  await signIn(page);
  const key = await page.evaluate(async () => {
    const answer = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { createPartnerKey(input: { name: "Kursportal Augsburg", scopes: ["read:catalogue"] }) { partnerKey { databaseId prefix } } }',
      }),
    });
    return (await answer.json()).data.createPartnerKey.partnerKey as { databaseId: number; prefix: string };
  });
  await page.goto(`${app.baseUrl}/admin/webhooks`);
  await page.getByTestId('admin-webhooks').waitFor();

  const events = page.getByTestId('webhook-new-eventTypes');
  await events.getByText('Bestellung eingegangen (order.created)').waitFor();
  await page.getByTestId('webhook-new-partnerKeyId').selectOption({ label: `Kursportal Augsburg (${key.prefix}…)` });
  await events.getByText('Kurs geändert (course.updated)').waitFor();
  expect(await events.getByText('Bestellung eingegangen (order.created)').count()).toBe(0);
  await page.getByTestId('webhook-new-name').fill('Kursportal');
  await page.getByTestId('webhook-new-url').fill(`${receiverUrl}/kursportal`);
  await events.getByText('Freie Plätze geändert (course.places_changed)').click();
  await page.getByTestId('webhook-new-submit').click();
  await page.getByTestId('webhook-secret-value').waitFor();
  const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: 'Kursportal' });
  await endpoint.getByText(`Gehört zum API-Schlüssel Kursportal Augsburg (${key.prefix}…)`).waitFor();
  expect(await endpoint.getByTestId('webhook-key-revoked').count()).toBe(0);

  await page.evaluate(async (keyId) => {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { revokePartnerKey(input: { keyId: ${keyId} }) { errors { code } } }` }),
    });
  }, key.databaseId);
  await page.reload();
  await endpoint.getByTestId('webhook-key-revoked').getByText('Schlüssel widerrufen').waitFor();
  // A revoked key is offered to the endpoint that has it, and to no new one.
  expect(await page.getByTestId('webhook-new-partnerKeyId').locator('option').allTextContents()).toEqual([
    'Keiner – eigener Empfänger der Schule',
  ]);
  expect(await desktopLayoutProblemsAtWidths(page, 'webhooks with a partner key (de)')).toEqual([]);
  expect(problems).toEqual([]);
});
