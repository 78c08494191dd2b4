import { createHmac } from 'node:crypto';

/**
 * Stripe's scheme, so partners can reuse what they know: `H2O-Signature: t=<unix seconds>,v1=<hex>`, where the hex is
 * HMAC-SHA256, keyed with the whole secret string (`whsec_…`), of `<t>.<raw body>`. The time inside the signed text lets
 * a receiver refuse an old delivery replayed later (README "Webhooks" shows the receiver's check, with 5 minutes).
 */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
