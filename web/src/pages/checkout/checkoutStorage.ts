/**
 * What the checkout keeps in the tab's sessionStorage: the customer's details and the step (so a reload
 * or the way back from PayPal loses nothing), and the current order attempt's idempotency key. Never
 * localStorage (personal data must not outlive the tab) and never a cookie (it would travel with every
 * request). Storage can be unavailable (privacy modes, full): then the checkout just forgets.
 */

export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
}

export type CheckoutStep = 1 | 2 | 3;

const CUSTOMER_KEY = 'h2o.checkout.customer';
const STEP_KEY = 'h2o.checkout.step';
const ATTEMPT_KEY = 'h2o.checkout.attempt';

export const EMPTY_CUSTOMER: CustomerValues = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', zipCode: '' };

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Unavailable or full: the checkout works without it.
  }
}

export function loadCustomer(): CustomerValues {
  const stored = read(CUSTOMER_KEY);
  const values = { ...EMPTY_CUSTOMER };
  if (stored && typeof stored === 'object') {
    for (const name of Object.keys(values) as (keyof CustomerValues)[]) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
  }
  return values;
}

export function saveCustomer(values: CustomerValues): void {
  write(CUSTOMER_KEY, values);
}

export function loadStep(): CheckoutStep {
  const stored = read(STEP_KEY);
  return stored === 2 || stored === 3 ? stored : 1;
}

export function saveStep(step: CheckoutStep): void {
  write(STEP_KEY, step);
}

/**
 * The idempotency key of the order attempt described by `fingerprint` (everything the order request
 * says): the stored one while nothing changed, so a retry, a second click or a reload after a lost
 * answer finds the first order instead of making another; a new random key once anything changed.
 */
export function attemptKey(fingerprint: string): string {
  const stored = read(ATTEMPT_KEY) as { key?: unknown; fingerprint?: unknown } | null;
  if (stored && typeof stored.key === 'string' && stored.fingerprint === fingerprint) return stored.key;
  const key = randomKey();
  write(ATTEMPT_KEY, { key, fingerprint });
  return key;
}

/**
 * 128 random bits as 32 hex digits. `crypto.getRandomValues`, not `crypto.randomUUID`: the latter exists only
 * in secure contexts, so a phone opening the shop by its LAN address over plain HTTP could not order.
 */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt is over (the order exists, or the server wants a new key): the next order gets a new key. */
export function endAttempt(): void {
  write(ATTEMPT_KEY, null);
}
