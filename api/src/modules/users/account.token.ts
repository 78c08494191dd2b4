import { linkTokenKey, linkTokens } from '../links/signed-link-token.js';

/**
 * The mailed links of staff accounts (modules/links/signed-link-token.ts). An invitation's token names the
 * invitation and is signed over its address (single use: accepting sets `acceptedAt`). A reset token names the
 * account and is signed over its address and its current password hash, so it stops working the moment the
 * password changes: used once, or after any other change of the password.
 */
export type AccountTokenPurpose = 'invite' | 'reset';

export const accountTokens = linkTokens<AccountTokenPurpose>({ invite: 'i', reset: 'r' });

export function accountTokenKey(appSecret: string): Buffer {
  return linkTokenKey(appSecret, 'h2o/account-token/v1');
}

/** How long an invitation works. */
export const INVITATION_VALIDITY_DAYS = 7;
/** How long a password-reset link works. */
export const RESET_VALIDITY_MINUTES = 60;

/** What a reset token is signed over besides its expiry: the address, and the password hash it may replace. */
export const resetBinding = (user: { email?: string | null; passwordHash: string }) => `${user.email ?? ''}\n${user.passwordHash}`;
