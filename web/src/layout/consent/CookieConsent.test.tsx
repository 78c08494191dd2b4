import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../../AppProviders';
import { BlogImage } from '../../pages/blog/BlogImage';
import { ArticleBody } from '../../pages/blog-post/ArticleBody';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CONSENT_COOKIE, CONSENT_TEXT_VERSION, readConsentCookie } from './consentChoice';
import { CookieConsent } from './CookieConsent';
import { CookieSettingsButton } from './CookieSettingsButton';

const PHOTO = 'https://images.example.com/pool.jpg';

/** What the layout shows: the banner and dialog, the footer's button, and an external article image. */
function Page() {
  return (
    <>
      <BlogImage url={PHOTO} alt="Becken" offerConsent />
      <CookieSettingsButton />
      <CookieConsent />
    </>
  );
}

function storeChoice(version: number, categories: Record<string, boolean>) {
  const value = { version, decidedAt: new Date().toISOString(), categories: { necessary: true, ...categories } };
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}

const storedChoice = () => readConsentCookie(document.cookie);
const banner = () => screen.queryByTestId('consent-banner');
const externalImage = () => document.querySelector(`img[src="${PHOTO}"]`);

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

describe('cookie consent', () => {
  it('asks on a first visit, in German, with accept and reject alike and a link to the privacy policy', async () => {
    renderWithProviders(<Page />);
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    expect(region).toHaveTextContent('externen Bildanbieter');
    expect(within(region).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz#cookies');
    const accept = within(region).getByRole('button', { name: 'Alle akzeptieren' });
    const reject = within(region).getByRole('button', { name: 'Nur notwendige' });
    expect(reject.className).toBe(accept.className); // same style: neither is pushed
    expect(within(region).getByRole('button', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(externalImage()).toBeNull();
  });

  it('"Only necessary" stores the refusal with version and time, hides the banner and keeps the image away', async () => {
    renderWithProviders(<Page />);
    const before = Date.now();
    fireEvent.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).toBeNull();
    const choice = storedChoice();
    expect(choice).toMatchObject({
      version: CONSENT_TEXT_VERSION,
      categories: { necessary: true, marketing: false },
    });
    expect(Date.parse(choice!.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(externalImage()).toBeNull();
  });

  it('"Accept all" allows every category and loads the external image', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(banner()).toBeNull();
    expect(storedChoice()?.categories).toEqual({ necessary: true, marketing: true });
    expect(externalImage()).not.toBeNull();
  });

  it('does not ask again when a choice for the current texts is stored, and follows it', async () => {
    storeChoice(CONSENT_TEXT_VERSION, { marketing: true });
    renderWithProviders(<Page />);
    await waitFor(() => expect(externalImage()).not.toBeNull());
    expect(banner()).toBeNull();
  });

  it('asks again when the choice was given to older texts, and ignores it meanwhile', async () => {
    storeChoice(CONSENT_TEXT_VERSION - 1, { marketing: true });
    renderWithProviders(<Page />);
    expect(await screen.findByTestId('consent-banner')).toBeInTheDocument();
    expect(externalImage()).toBeNull();
  });

  it('the settings dialog: four categories, necessary on and locked, saves only what was ticked', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog).toHaveAccessibleDescription(/zwölf Monate/);
    const necessary = within(dialog).getByRole('checkbox', { name: /Notwendig/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(/Sprache, diese Cookie-Auswahl/);
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing und externe Inhalte' });
    expect(marketing).not.toBeChecked();
    // Truthful: only what this site uses is offered (no statistics, no personalisation), with what it covers today.
    expect(within(dialog).getAllByRole('checkbox')).toEqual([necessary, marketing]);
    expect(within(dialog).queryByText(/Statistik|Personalisierung/)).toBeNull();
    expect(marketing).toHaveAccessibleDescription(/externen Bildanbieter/);

    fireEvent.click(necessary); // locked: stays on
    fireEvent.click(marketing);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(storedChoice()?.categories).toEqual({ necessary: true, marketing: true });
    expect(externalImage()).not.toBeNull();
  });

  it('reopens from the footer with the stored choice, closes without saving, and can withdraw consent', async () => {
    storeChoice(CONSENT_TEXT_VERSION, { marketing: true });
    renderWithProviders(<Page />);
    await waitFor(() => expect(externalImage()).not.toBeNull());
    const footerButton = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    footerButton.focus();
    fireEvent.click(footerButton);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing und externe Inhalte' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing und externe Inhalte' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen, ohne zu speichern' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(footerButton).toHaveFocus();
    expect(storedChoice()?.categories.marketing).toBe(true);

    fireEvent.click(footerButton);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing und externe Inhalte' })).toBeChecked(); // the unsaved change is gone
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing und externe Inhalte' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    expect(storedChoice()?.categories).toEqual({ necessary: true, marketing: false });
    expect(externalImage()).toBeNull();
    expect(screen.getByTestId('blog-image-placeholder')).toBeInTheDocument();
  });

  it('lets the visitor allow external photos in place of one, which counts as a decision', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Externe Fotos erlauben' }));
    expect(externalImage()).toHaveAttribute('alt', 'Becken');
    expect(storedChoice()?.categories).toEqual({ necessary: true, marketing: true });
    expect(banner()).toBeNull();
  });

  it('lets images inside an article load from other hosts only with the same consent', async () => {
    storeChoice(CONSENT_TEXT_VERSION, { marketing: true });
    renderWithProviders(<ArticleBody html={`<p><span data-external-image="${PHOTO}">Schwimmbecken</span></p>`} />);
    expect(await screen.findByRole('img', { name: 'Schwimmbecken' })).toHaveAttribute('src', PHOTO);
  });

  it('speaks English', async () => {
    renderWithProviders(<Page />, { language: 'en' });
    const region = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(within(region).getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Only necessary' })).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing and external content' })).toHaveAccessibleDescription(
      /external image host/,
    );
    expect(within(dialog).getByRole('button', { name: 'Save choice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow external photos' })).toBeInTheDocument();
  });

  it('renders on the server the pending banner (hidden by a stored cookie before hydration) and not the external address, even with consent stored', () => {
    storeChoice(CONSENT_TEXT_VERSION, { marketing: true });
    const html = renderToString(
      <AppProviders environment={createMockEnvironment() as unknown as Environment} language="de">
        <MemoryRouter>
          <BlogImage url={PHOTO} alt="" offerConsent />
          <CookieConsent />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('blog-image-placeholder');
    expect(html).not.toContain('images.example.com');
    // Every visitor gets the same page (it is cached): the banner, marked pending until the browser reads the cookie.
    expect(html).toMatch(/<section[^>]*data-testid="consent-banner"[^>]*data-consent-pending=""/);
    expect(html).toContain('Nur notwendige');
    // The offer to load the photo waits for hydration: the page's only buttons are the banner's.
    expect(html.slice(0, html.indexOf('data-testid="consent-banner"'))).not.toContain('<button');
  });
});
