import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../ui/Spinner';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Page>
      <ScrollToTop />
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
    </Page>
  );
}
