import { requestLanguage } from './language.js';

describe('requestLanguage', () => {
  it('keeps the saved choice', () => {
    expect(requestLanguage('en', 'de-DE,de;q=0.9')).toBe('en');
    expect(requestLanguage('de', 'en-US')).toBe('de');
  });
  it('ignores a saved value that is no language', () => {
    expect(requestLanguage('fr', 'en-GB')).toBe('en');
  });
  it('takes German for a German browser, else English', () => {
    expect(requestLanguage(undefined, 'de-AT,en;q=0.5')).toBe('de');
    expect(requestLanguage(undefined, 'fr-FR,de;q=0.8')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.4,de;q=0.9')).toBe('de');
  });
  it('falls back to German without any hint', () => {
    expect(requestLanguage(undefined, undefined)).toBe('de');
    expect(requestLanguage(undefined, '*')).toBe('de');
  });
});
