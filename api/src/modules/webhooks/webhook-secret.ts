import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Signing secrets. A new one is 32 random bytes, `whsec_` + base64url (Stripe's form: a partner recognises it). It is
 * shown once and kept encrypted with AES-256-GCM under a key derived from APP_SECRET, so the server can sign with it
 * while a copy of the database alone cannot. Changing APP_SECRET makes the stored secrets unreadable: their deliveries
 * then fail with "secret unreadable" until staff rotate each endpoint's secret (README "Webhooks").
 */
const PREFIX = 'whsec_';

export function webhookSecretKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('h2o/webhook-secrets/v1').digest();
}

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/** What staff see of a secret: enough to tell two apart, never enough to sign. */
export function secretHint(secret: string): string {
  return secret.slice(0, PREFIX.length + 4);
}

export function encryptWebhookSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
}

/** The secret, or null when it was encrypted under another key (APP_SECRET changed) or is damaged. */
export function decryptWebhookSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, encrypted] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
