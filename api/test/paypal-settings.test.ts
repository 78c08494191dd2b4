import { type AdminCallers, adminCallers } from './admin-callers.js';
import { startTestApp } from './test-app.js';

/**
 * PayPal is configured by the environment, never in the admin area: the settings and the first-run checklist say
 * where its payments go (the school's account, PayPal's test system, the local stand-in, or nowhere), without
 * showing the credentials, and only to admins.
 */
const SETTINGS = '{ shopSettings { payPalAvailable payPalMode } }';
const CHECKLIST = '{ adminSetupChecklist { done items { key done reason optional blocksGoLive } } }';

async function payPalSeenBy(env: Record<string, string>) {
  const t = await startTestApp({ env });
  try {
    const callers = await adminCallers(t, { username: `paypal-settings-${Object.keys(env).length}-${Date.now().toString(36)}` });
    const settings = (await callers.admin(SETTINGS)).shopSettings;
    const { adminSetupChecklist } = await callers.admin(CHECKLIST);
    const step = adminSetupChecklist.items.find((item: any) => item.key === 'PAYPAL');
    const answers = JSON.stringify([settings, adminSetupChecklist]);
    return { settings, step, answers, callers };
  } finally {
    await t.close();
  }
}

const SECRET = 'a-very-secret-paypal-secret-value';

it('says where PayPal payments go, as an optional checklist step that never blocks going live, and never shows the secret', async () => {
  const standIn = await payPalSeenBy({});
  expect(standIn.settings).toEqual({ payPalAvailable: true, payPalMode: 'STAND_IN' });
  expect(standIn.step).toEqual({ key: 'PAYPAL', done: false, reason: 'STAND_IN', optional: true, blocksGoLive: false });

  const sandbox = await payPalSeenBy({
    PAYPAL_CLIENT_ID: 'school-client-id',
    PAYPAL_CLIENT_SECRET: SECRET,
    PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
  });
  expect(sandbox.settings).toEqual({ payPalAvailable: true, payPalMode: 'PAYPAL_SANDBOX' });
  expect(sandbox.step).toMatchObject({ done: false, reason: 'PAYPAL_SANDBOX' });

  const live = await payPalSeenBy({ PAYPAL_CLIENT_ID: 'school-client-id', PAYPAL_CLIENT_SECRET: SECRET });
  expect(live.settings).toEqual({ payPalAvailable: true, payPalMode: 'LIVE' });
  expect(live.step).toMatchObject({ done: true, reason: null });

  const off = await payPalSeenBy({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example' });
  expect(off.settings).toEqual({ payPalAvailable: false, payPalMode: 'OFF' });
  expect(off.step).toMatchObject({ done: false, reason: 'NOT_CONFIGURED', blocksGoLive: false });

  for (const { answers } of [standIn, sandbox, live, off]) expect(answers).not.toContain(SECRET);
});

it('shows the PayPal mode to admins only; the public still learns whether PayPal is offered', async () => {
  const t = await startTestApp();
  try {
    const callers: AdminCallers = await adminCallers(t, { username: 'paypal-settings-user' });
    for (const [caller, code] of [
      ['anonymous', 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const) {
      const refused = await callers.post(SETTINGS, {}, caller);
      expect([caller, refused.body.errors?.[0]?.extensions?.code, refused.body.errors?.[0]?.path]).toEqual([
        caller,
        code,
        ['shopSettings', 'payPalMode'],
      ]);
    }
    expect((await callers.post('{ shopSettings { payPalAvailable } }', {}, 'anonymous')).body).toEqual({
      data: { shopSettings: { payPalAvailable: true } },
      extensions: { cost: expect.any(Object) },
    });
  } finally {
    await t.close();
  }
});
