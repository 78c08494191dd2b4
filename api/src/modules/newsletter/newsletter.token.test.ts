import { newsletterTokenKey, readNewsletterToken, signNewsletterToken, tokenExpired, tokenSignedFor } from './newsletter.token.js';

const key = newsletterTokenKey('a-test-secret-that-is-long-enough-0123456789');
const claims = { purpose: 'confirm' as const, subscriptionId: 42, expiresAt: new Date('2026-12-01T10:00:00Z') };

describe('newsletter tokens', () => {
  it('are read back and verified for the row and address they were made for', () => {
    const token = signNewsletterToken(key, claims, 'Anna@Example.org');
    expect(token).toMatch(/^c\.42\.\d+\.[A-Za-z0-9_-]{43}$/);
    const read = readNewsletterToken(token, 'confirm');
    expect(read).toEqual(claims);
    // The address compares ignoring case, as the list does.
    expect(tokenSignedFor(key, token, read!, 'anna@example.org')).toBe(true);
  });

  it('fail for another address, another key, another id, another expiry or another purpose', () => {
    const token = signNewsletterToken(key, claims, 'anna@example.org');
    expect(tokenSignedFor(key, token, claims, 'bob@example.org')).toBe(false);
    expect(tokenSignedFor(newsletterTokenKey('another-secret-that-is-long-enough-987654'), token, claims, 'anna@example.org')).toBe(false);
    const [code, , expiry, mac] = token.split('.');
    const otherId = `${code}.43.${expiry}.${mac}`;
    expect(tokenSignedFor(key, otherId, readNewsletterToken(otherId, 'confirm')!, 'anna@example.org')).toBe(false);
    const later = `${code}.42.${Number(expiry) + 86_400}.${mac}`;
    expect(tokenSignedFor(key, later, readNewsletterToken(later, 'confirm')!, 'anna@example.org')).toBe(false);
    expect(readNewsletterToken(token, 'unsubscribe')).toBeNull();
  });

  it('refuse anything that is not a token before any work', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'x',
      'c.42.1.abc',
      `c.0.1.${'a'.repeat(43)}`,
      `c.99999999999.1.${'a'.repeat(43)}`,
      `c.4294967296.1.${'a'.repeat(43)}`,
      'c'.repeat(5000),
    ]) {
      expect([value, readNewsletterToken(value, 'confirm')]).toEqual([value, null]);
    }
  });

  it('expire at their expiry, or never without one (unsubscribe links)', () => {
    expect(tokenExpired(claims, new Date('2026-12-01T09:59:59Z'))).toBe(false);
    expect(tokenExpired(claims, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    const forever = signNewsletterToken(key, { purpose: 'unsubscribe', subscriptionId: 7, expiresAt: null }, 'anna@example.org');
    const read = readNewsletterToken(forever, 'unsubscribe')!;
    expect(read.expiresAt).toBeNull();
    expect(tokenExpired(read, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    expect(tokenSignedFor(key, forever, read, 'anna@example.org')).toBe(true);
  });
});
