import { linkTokenKey, linkTokens } from '../links/signed-link-token.js';

/**
 * The waitlist's mailed links (modules/links/signed-link-token.ts): confirm the address (double opt-in), take the
 * offered places, decline them, leave the list. Signed over the entry's id, the expiry and its address.
 */
export type WaitlistTokenPurpose = 'confirm' | 'offer' | 'leave';

export const waitlistTokens = linkTokens<WaitlistTokenPurpose>({ confirm: 'w', offer: 'o', leave: 'l' });

export function waitlistTokenKey(appSecret: string): Buffer {
  return linkTokenKey(appSecret, 'h2o/waitlist-token/v1');
}
