import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../ui/Spinner';
import { BackToTop } from './BackToTop';
import { CartProvider } from './cart/CartContext';
import { CartPanel } from './cart/CartPanel';
import { CookieConsent } from './consent/CookieConsent';
import { DemoBanner } from './DemoBanner';
import { FlashToast } from './FlashToast';
import { Footer } from './Footer';
import { Header } from './Header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high below the header (top bar 36px + main row): while a page renders in the
// browser only (no server render: dev server, failed render), the footer waits below the fold instead
// of showing and then jumping down when the page arrives (CLS 0.38 on phones before).
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - 36px - ${({ theme }) => theme.layout.headerHeight});
`;

/** The cart is shared by the header's buttons, its side panel and (with checkout) the course pages. */
export function RootLayout() {
  return (
    <CartProvider>
      <LayoutPage />
    </CartProvider>
  );
}

function LayoutPage() {
  const { pathname } = useLocation();
  return (
    <Page>
      {/* A new page or new filters start at the top (docs/SPEC.md §2), Back returns near where the visitor was (cards below
          the screen have an estimated height until laid out), a link to an anchor goes to it. Not on the page the
          visitor arrived on: the browser placed it, and on a phone they may have scrolled while the app was on its
          way (before-hydration.test.ts). */}
      <ScrollRestoration />
      <DemoBanner />
      <Header />
      <Main>
        {/* Keyed by path: a new page gets a new boundary, so its spinner shows even though
            the router renders navigations inside a transition. */}
        <Suspense key={pathname} fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <BackToTop />
      <CartPanel />
      <FlashToast />
      {/* Last: the banner takes its room after the footer (see ConsentBanner). */}
      <CookieConsent />
    </Page>
  );
}
