import { CONSENT_COOKIE, CONSENT_TEXT_VERSION, consentCookieLine, makeChoice, parseConsent, readConsentCookie } from './consentChoice';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const stored = (overrides: Record<string, unknown> = {}) =>
  encode({
    version: CONSENT_TEXT_VERSION,
    decidedAt: '2026-11-20T08:30:00.000Z',
    categories: { necessary: true, marketing: true },
    ...overrides,
  });

describe('the stored cookie choice', () => {
  it('reads back what it writes, with the text version and the time of the decision', () => {
    const choice = makeChoice({ marketing: false }, NOW);
    expect(choice).toEqual({
      version: CONSENT_TEXT_VERSION,
      decidedAt: '2026-11-27T10:00:00.000Z',
      categories: { necessary: true, marketing: false },
    });
    const line = consentCookieLine(choice, false);
    const value = line.slice(`${CONSENT_COOKIE}=`.length, line.indexOf(';'));
    expect(parseConsent(value, NOW)).toEqual(choice);
    expect(readConsentCookie(`lang=de; ${CONSENT_COOKIE}=${value}; other=1`, NOW)).toEqual(choice);
  });

  it('is a first-party cookie for the whole site, kept twelve months, not sent cross-site, Secure over https', () => {
    const choice = makeChoice({ marketing: false }, NOW);
    expect(consentCookieLine(choice, false)).toMatch(/^consent=[^;]+; path=\/; max-age=31536000; SameSite=Lax$/);
    expect(consentCookieLine(choice, true)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('asks again when the texts changed since the decision (another version)', () => {
    expect(parseConsent(stored(), NOW)?.categories.marketing).toBe(true);
    expect(parseConsent(stored({ version: CONSENT_TEXT_VERSION - 1 }), NOW)).toBeNull();
    expect(parseConsent(stored({ version: CONSENT_TEXT_VERSION + 1 }), NOW)).toBeNull();
    expect(parseConsent(stored({ version: String(CONSENT_TEXT_VERSION) }), NOW)).toBeNull();
  });

  it('never accepts "necessary" switched off, and never lets more than the optional booleans through', () => {
    const categories = { necessary: false, marketing: true };
    expect(parseConsent(stored({ categories }), NOW)).toBeNull();
    const withExtra = parseConsent(stored({ categories: { necessary: true, marketing: false, ads: true }, extra: 'x' }), NOW);
    expect(withExtra).toEqual({
      version: CONSENT_TEXT_VERSION,
      decidedAt: '2026-11-20T08:30:00.000Z',
      categories: { necessary: true, marketing: false },
    });
    // Built from the optional values alone: "necessary" cannot be handed in as false.
    expect(makeChoice({ marketing: false, necessary: false } as never).categories.necessary).toBe(true);
  });

  it('asks again after twelve months, even if the cookie was kept longer', () => {
    expect(parseConsent(stored({ decidedAt: '2025-11-28T10:00:00.000Z' }), NOW)).not.toBeNull();
    expect(parseConsent(stored({ decidedAt: '2025-11-26T10:00:00.000Z' }), NOW)).toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['empty', ''],
    ['not JSON', 'yes'],
    ['broken escape', '%E0%A4%A'],
    ['an array', encode([1, 2])],
    ['null', encode(null)],
    ['a category as a string', stored({ categories: { necessary: true, marketing: 'false' } })],
    ['a category missing', stored({ categories: { necessary: true } })],
    ['no time', stored({ decidedAt: undefined })],
    ['a time that is none', stored({ decidedAt: 'gestern' })],
    ['huge', stored({ padding: 'x'.repeat(5000) })],
  ])('asks again for a value we did not write: %s', (_name, value) => {
    expect(parseConsent(value, NOW)).toBeNull();
  });

  it('finds nothing in cookies without the choice', () => {
    expect(readConsentCookie('', NOW)).toBeNull();
    expect(readConsentCookie('lang=en; xconsent=1', NOW)).toBeNull();
  });
});
