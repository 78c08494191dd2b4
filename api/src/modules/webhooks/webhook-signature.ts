import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's scheme, so partners can reuse what they know: `H2O-Signature: t=<unix seconds>,v1=<hex>`, where the hex is
 * HMAC-SHA256, keyed with the whole secret string (`whsec_…`), of `<t>.<raw body>`. The time inside the signed text lets
 * a receiver refuse an old delivery replayed later (README "Webhooks" suggests 5 minutes).
 */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/**
 * A receiver's check, as the README shows partners: some `v1` matches and `t` is within `toleranceSeconds` of `now`.
 * Kept beside the signer so both read the header the same way (the tests verify deliveries with it).
 */
export function verifySignature(secret: string, rawBody: string, header: string, now = new Date(), toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, `${t}.${rawBody}`), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(expected, Buffer.from(value, 'hex'));
  });
}
