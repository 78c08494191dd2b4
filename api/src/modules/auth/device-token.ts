import jwt from 'jsonwebtoken';
import { createHmac, randomUUID } from 'node:crypto';

/**
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a successful sign-in the
 * browser keeps one in the httpOnly `h2o_device` cookie. It names the username that signed in there and a random
 * device id. A sign-in for that username that presents it is counted against the device's own failures, not
 * against the account's lock (sign-in.throttle.ts), so someone guessing the account's password from elsewhere
 * does not lock its owner out of the browsers they already use. Only a success issues one, so a guesser has none.
 */

export const DEVICE_COOKIE = 'h2o_device';
/** A device is remembered this long after its latest success (each success issues a fresh token). */
export const DEVICE_TOKEN_DAYS = 180;
/** Far longer than any token we issue: anything longer is not even verified. */
const MAX_DEVICE_TOKEN_LENGTH = 1024;

const ISSUER = 'h2o-gersthofen';
const AUDIENCE = 'h2o-device';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Derived from the app's secret for this use alone: a session token can never pass for a device token, nor the reverse.
 * Each server keeps its own (app-settings.ts, `ctx.appSettings.keys.device`).
 */
export function deviceTokenKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('h2o/device-token/v1').digest();
}

/** What a genuine device token says: who signed in on this device, and the device's id (its failure counter's key). */
export interface DeviceClaims {
  /** Lowercased, as the sign-in counters key it. */
  username: string;
  deviceId: string;
}

export interface IssuedDeviceToken {
  token: string;
  expiresAt: Date;
}

/** A new device token for `username` (a new device id each time: a success starts the device's count afresh). */
export function issueDeviceToken(key: Buffer, username: string, now = new Date()): IssuedDeviceToken {
  const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  const token = jwt.sign({ iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) }, key, {
    algorithm: 'HS256',
    subject: username.toLowerCase(),
    jwtid: randomUUID(),
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  return { token, expiresAt };
}

/** The claims of a genuine, unexpired device token of ours; null for anything else. */
export function verifyDeviceToken(key: Buffer, token: string, now = new Date()): DeviceClaims | null {
  if (token.length > MAX_DEVICE_TOKEN_LENGTH) return null;
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !UUID.test(payload.jti))
    return null;
  return { username: payload.sub, deviceId: payload.jti };
}
