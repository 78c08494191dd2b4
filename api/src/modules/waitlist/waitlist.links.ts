import type { WaitlistEntry } from './waitlist-entry.entity.js';
import { type WaitlistTokenPurpose, waitlistTokens } from './waitlist.token.js';

/** How long a confirmation link works (as the newsletter's). */
export const WAITLIST_CONFIRMATION_VALIDITY_DAYS = 3;

const PAGES: Record<WaitlistTokenPurpose, string> = { confirm: '/waitlist/confirm', offer: '/waitlist/offer', leave: '/waitlist/leave' };

/**
 * A page of the waitlist for this entry, on the origin it joined through, in its language (`?lang=` decides a page's
 * language first). The pages change nothing when loaded (mail scanners open links); their buttons do.
 */
export function waitlistUrl(
  key: Buffer,
  entry: Pick<WaitlistEntry, 'id' | 'email' | 'language' | 'siteOrigin'>,
  purpose: WaitlistTokenPurpose,
  expiresAt: Date | null,
): string {
  const token = waitlistTokens.sign(key, { purpose, id: entry.id, expiresAt }, entry.email);
  return `${entry.siteOrigin}${PAGES[purpose]}?${new URLSearchParams({ token, lang: entry.language })}`;
}

/** The link in every waitlist mail that takes the address off the list; it never expires (leaving stays as easy as joining). */
export const leaveUrl = (key: Buffer, entry: Pick<WaitlistEntry, 'id' | 'email' | 'language' | 'siteOrigin'>) =>
  waitlistUrl(key, entry, 'leave', null);
