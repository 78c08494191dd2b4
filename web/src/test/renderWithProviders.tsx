import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment as RelayMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../AppProviders';
import type { Language } from '../i18n/languageChoice';
import { CartProvider } from '../layout/cart/CartContext';

interface Options {
  /** Initial URL, e.g. "/courses?level=BEGINNER". */
  route?: string;
  /** Route pattern the element is mounted on, e.g. "/course/:id"; default: every path. */
  path?: string;
  /** Fixed interface language; null chooses like the app (saved choice, then browser). */
  language?: Language | null;
  environment?: RelayMockEnvironment;
}

export interface ProvidersRenderResult extends RenderResult {
  environment: RelayMockEnvironment;
  /** The current in-memory location, e.g. to assert the query string. */
  location: () => string;
}

/** Renders like the app does: Relay (mock environment), Intl, theme, the cart and a router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}): ProvidersRenderResult {
  const { route = '/', path = '*', language = 'de', environment = createMockEnvironment() } = options;
  let current = route;
  function LocationProbe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  // @types/relay-test-utils (19) lags relay-runtime 21 by three methods the mock does implement.
  const result = render(
    <AppProviders environment={environment as unknown as Environment} language={language ?? undefined}>
      {/* As RootLayout does: the course pages' add-to-cart buttons open its panel. */}
      <CartProvider>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </CartProvider>
    </AppProviders>,
  );
  return { ...result, environment, location: () => current };
}
