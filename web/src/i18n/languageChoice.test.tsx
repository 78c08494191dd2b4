import { fireEvent, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { messagesFor } from './catalogues';
import { renderWithProviders } from '../test/renderWithProviders';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, applyLanguage, chooseLanguage, initialLanguage } from './languageChoice';

function setBrowserLanguage(language: string) {
  Object.defineProperty(window.navigator, 'language', { value: language, configurable: true });
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.lang = 'de';
});

/** Every cookie line written while `action` runs, e.g. "lang=en; path=/; max-age=31536000; SameSite=Lax". */
function cookiesWritten(action: () => void): string[] {
  const setter = jest.spyOn(document, 'cookie', 'set');
  try {
    action();
    return setter.mock.calls.map(([line]) => line);
  } finally {
    setter.mockRestore();
  }
}

/** The same, up to the next task: a first visit's cookie is written in a task of its own. */
async function cookiesWrittenBy(action: () => void): Promise<string[]> {
  const setter = jest.spyOn(document, 'cookie', 'set');
  try {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return setter.mock.calls.map(([line]) => line);
  } finally {
    setter.mockRestore();
  }
}

const ONE_YEAR = 'max-age=31536000';

describe('chooseLanguage', () => {
  it('prefers the saved choice', () => {
    expect(chooseLanguage('en', 'de-DE')).toBe('en');
    expect(chooseLanguage('de', 'en-US')).toBe('de');
  });

  it('uses German for German browsers and English otherwise', () => {
    expect(chooseLanguage(null, 'de-AT')).toBe('de');
    expect(chooseLanguage(null, 'DE')).toBe('de');
    expect(chooseLanguage(null, 'en-GB')).toBe('en');
    expect(chooseLanguage(null, 'fr-FR')).toBe('en');
    expect(chooseLanguage('klingon', 'fr')).toBe('en');
    expect(chooseLanguage(undefined, undefined)).toBe('en');
  });

  it('reads localStorage key "language" and the browser language', () => {
    setBrowserLanguage('de-DE');
    expect(initialLanguage()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
  });
});

describe('messagesFor', () => {
  it('answers with the loaded language', () => {
    expect(messagesFor('en')['notFound.title']).toBe('Page Not Found');
    expect(messagesFor('de')['notFound.title']).toBe('Seite nicht gefunden');
  });
});

function Probe({ unknownId = 'no.such.key' }: { unknownId?: string }) {
  const intl = useIntl();
  return (
    <>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p data-testid="unknown">{intl.formatMessage({ id: unknownId })}</p>
    </>
  );
}

describe('LanguageProvider', () => {
  it('switches language, saves the choice and sets <html lang>', () => {
    setBrowserLanguage('de-DE');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <LanguageSwitch />
        <Probe />
      </>,
      { language: null },
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Seite nicht gefunden');
    expect(screen.getByTestId('language-switch-de')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByTestId('language-switch-en'));

    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('language-switch-en')).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    warn.mockRestore();
  });

  it('shows the key itself for a message missing from every catalogue, warning once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderWithProviders(<Probe unknownId="missing.everywhere" />);
    view.unmount();
    renderWithProviders(<Probe unknownId="missing.everywhere" />);
    expect(screen.getByTestId('unknown')).toHaveTextContent('missing.everywhere');
    expect(warn.mock.calls.filter(([text]) => String(text).includes('missing.everywhere'))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('the lang cookie (the server answers in the interface language)', () => {
  it('carries a choice for a year, for the whole site, not to other sites', () => {
    setBrowserLanguage('de-DE');
    const lines = cookiesWritten(() => {
      renderWithProviders(<LanguageSwitch />, { language: null });
      fireEvent.click(screen.getByTestId('language-switch-en'));
    });
    expect(lines.at(-1)).toBe(`lang=en; path=/; ${ONE_YEAR}; SameSite=Lax`);
    expect(document.cookie).toContain('lang=en');
  });

  it('mirrors a language taken from the browser for the browser session only', async () => {
    setBrowserLanguage('en-GB');
    const lines = await cookiesWrittenBy(() => renderWithProviders(<Probe />, { language: null }));
    expect(lines).toEqual(['lang=en; path=/; SameSite=Lax']);
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps a saved choice for a year again on the next visit', async () => {
    setBrowserLanguage('de-DE');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const lines = await cookiesWrittenBy(() => renderWithProviders(<Probe />, { language: null }));
    expect(lines).toEqual([`lang=en; path=/; ${ONE_YEAR}; SameSite=Lax`]);
  });

  it("reads storage for a first visit's cookie only after hydration's effects, and a choice made meanwhile wins", async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      const lines = await cookiesWrittenBy(() => {
        applyLanguage('de', false); // hydration, no lang cookie yet
        expect(getItem).not.toHaveBeenCalled();
        applyLanguage('en', true); // the visitor switches before the mirror's task
      });
      expect(lines).toEqual([`lang=en; path=/; ${ONE_YEAR}; SameSite=Lax`]);
      expect(document.cookie).toContain('lang=en');
    } finally {
      getItem.mockRestore();
    }
  });

  it('writes nothing on hydration when the cookie already holds the language, and leaves <html lang> alone', async () => {
    document.cookie = 'lang=de; path=/';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true });
    const lines = cookiesWritten(() => applyLanguage('de', false));
    await Promise.resolve(); // mutation records are delivered in a microtask
    observer.disconnect();
    expect(lines).toEqual([]);
    // Assigned its own value, `lang` would make the browser restyle the whole page while it hydrates.
    expect(changes).toEqual([]);
    expect(document.documentElement.lang).toBe('de');
  });

  it('still tells the server when localStorage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const lines = cookiesWritten(() => applyLanguage('en', true));
      expect(lines).toEqual([`lang=en; path=/; ${ONE_YEAR}; SameSite=Lax`]);
      expect(document.documentElement.lang).toBe('en');
    } finally {
      setItem.mockRestore();
    }
  });
});
