import { fireEvent, screen } from '@testing-library/react';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { renderWithProviders } from '../test/renderWithProviders';
import { localized, useLocalized } from './useLocalized';

describe('localized', () => {
  it('gives German in German, whatever the translation', () => {
    expect(localized('de', 'Schwimmkurse', 'Swimming courses')).toBe('Schwimmkurse');
    expect(localized('de', 'Schwimmkurse', null)).toBe('Schwimmkurse');
  });

  it('gives English in English, falling back to German when there is no translation', () => {
    expect(localized('en', 'Schwimmkurse', 'Swimming courses')).toBe('Swimming courses');
    expect(localized('en', 'Schwimmkurse', null)).toBe('Schwimmkurse');
    expect(localized('en', 'Schwimmkurse', undefined)).toBe('Schwimmkurse');
  });

  it('keeps an empty translation (only a missing one falls back)', () => {
    expect(localized('en', 'Beschreibung', '')).toBe('');
  });
});

function Title({ de, en }: { de: string; en: string | null }) {
  const l = useLocalized();
  return <h1>{l(de, en)}</h1>;
}

describe('useLocalized', () => {
  it('follows the interface language', () => {
    window.localStorage.clear();
    renderWithProviders(
      <>
        <LanguageSwitch />
        <Title de="Poolreinigung" en="Pool cleaning" />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Poolreinigung');
    fireEvent.click(screen.getByTestId('language-switch-en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Pool cleaning');
  });

  it('shows the German text in English when there is no translation', () => {
    renderWithProviders(<Title de="Poolreinigung" en={null} />, { language: 'en' });
    expect(screen.getByRole('heading')).toHaveTextContent('Poolreinigung');
  });
});
