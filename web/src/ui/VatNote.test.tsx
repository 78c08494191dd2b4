import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { VatNote } from './VatNote';

describe('VatNote', () => {
  it.each([
    ['INCLUDED_19', 'de', 'inkl. 19 % MwSt.'],
    ['INCLUDED_19', 'en', 'incl. 19% VAT'],
    ['SMALL_BUSINESS', 'de', 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
    ['SMALL_BUSINESS', 'en', 'No VAT is charged (small business, § 19 UStG).'],
  ] as const)('says for %s in %s: "%s"', (vatMode, language, note) => {
    renderWithProviders(<VatNote vatMode={vatMode} />, { language });
    expect(screen.getByTestId('vat-note').textContent).toBe(note);
  });

  it.each([[null], [undefined], ['%future added value']] as const)(
    'says nothing for %p (not loaded, or a mode this build does not know)',
    (vatMode) => {
      renderWithProviders(<VatNote vatMode={vatMode} />);
      expect(screen.queryByTestId('vat-note')).not.toBeInTheDocument();
    },
  );
});
