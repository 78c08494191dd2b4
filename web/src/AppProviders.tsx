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
  children: ReactNode;
}

/** Everything a component needs around it; the app and the test helper share it. */
export function AppProviders({ environment, language, siteOrigin, children }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <LanguageProvider language={language}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SiteOriginProvider origin={siteOrigin}>
            <ConsentProvider>{children}</ConsentProvider>
          </SiteOriginProvider>
        </ThemeProvider>
      </LanguageProvider>
    </RelayEnvironmentProvider>
  );
}
