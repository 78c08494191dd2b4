import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { ThemeProvider } from 'styled-components';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { Language } from './i18n/languageChoice';
import { ConsentProvider } from './layout/consent/ConsentProvider';
import { SiteOriginProvider } from './seo/SiteOrigin';
import { GlobalStyle } from './ui/GlobalStyle';
import { theme } from './ui/theme';

interface Props {
  environment: Environment;
  /** Fixed language (tests); otherwise the saved or browser choice. */
  language?: Language;
  /** "https://host" for absolute URLs in the page head (canonical, Open Graph, JSON-LD); else relative. */
  siteOrigin?: string;
  /**
   * Hydrating a server render: the page's styles already hold the global rules, which styled-components took
   * over when it started. Rendered again, GlobalStyle would parse them anew, swap them for themselves and make
   * the browser restyle every element of the page while it hydrates. Nothing changes them later.
   */
  hydrating?: boolean;
  children: ReactNode;
}

/** Everything a component needs around it; the app and the test helper share it. */
export function AppProviders({ environment, language, siteOrigin, hydrating = false, children }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <LanguageProvider language={language}>
        <ThemeProvider theme={theme}>
          {!hydrating && <GlobalStyle />}
          <SiteOriginProvider origin={siteOrigin}>
            <ConsentProvider>{children}</ConsentProvider>
          </SiteOriginProvider>
        </ThemeProvider>
      </LanguageProvider>
    </RelayEnvironmentProvider>
  );
}
