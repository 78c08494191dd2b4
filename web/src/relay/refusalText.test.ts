import { refusalText } from './refusalText';

describe('refusalText', () => {
  it("puts the form's message first, then each field's", () => {
    expect(refusalText({ formError: 'Die Bestellung ist storniert.', fieldErrors: { amountCents: 'Höchstens 120,00 €.' } })).toBe(
      'Die Bestellung ist storniert. Höchstens 120,00 €.',
    );
  });

  it('is empty when nothing was refused', () => {
    expect(refusalText({ formError: null, fieldErrors: {} })).toBe('');
  });
});
