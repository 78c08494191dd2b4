import { type RefObject, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { publishBannerHeight } from './bannerHeight';
import { EVERYTHING, NOTHING_OPTIONAL } from './consentChoice';
import { useConsent } from './ConsentProvider';
import { consentMessages } from './messages';

// Sticky at the end of the page rather than fixed: it stays in view at the bottom while the visitor
// scrolls, yet takes its own room after the footer, so it never hides the page's last links for good,
// and appearing there moves nothing that is already on screen (no layout shift).
const Region = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 45;
  /* Always in view while shown: focusing its buttons must not scroll the page (GlobalStyle's scroll-margin). */
  :is(a, button, input, select, textarea, [tabindex]) {
    scroll-margin: 0;
  }
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 18px rgba(16, 37, 58, 0.18);
  html[data-consent-cookie] &[data-consent-pending] {
    display: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 12px 16px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: 24px;
    padding: 16px 24px;
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.45;
  flex: 1;
`;

// Accept and reject side by side in the same style (equal prominence), the settings below on phones.
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  flex: none;
  button {
    min-height: 40px;
    padding: 8px 12px;
    font-size: 0.9rem;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto auto auto;
  }
`;

const Wide = styled(Button)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;

/**
 * Asks on every page until the visitor decides (docs/SPEC.md §2). The server cannot know the cookie (pages are shared
 * by every visitor and cached), so its HTML always has the banner, marked pending: a new visitor sees it in the
 * first paint (not popping up after the scripts, where it was the page's largest paint on a phone and counted all
 * of them), and for one who has decided, index.html's inline script marks <html> before the first paint and
 * the banner's style hides it until the browser has read the choice.
 */
export function ConsentBanner() {
  const { ready, choice } = useConsent();
  if (ready && choice) return null;
  return <BannerBody pending={!ready} />;
}

function BannerBody({ pending }: { pending: boolean }) {
  const intl = useIntl();
  const { decide, openSettings } = useConsent();
  const region = useRef<HTMLElement>(null);
  useBannerHeightVariable(region);
  return (
    <Region
      ref={region}
      aria-label={intl.formatMessage(consentMessages.bannerLabel)}
      data-testid="consent-banner"
      // Hidden (Region's style) while pending when index.html's script found a consent cookie.
      data-consent-pending={pending ? '' : undefined}
    >
      <Inner>
        <Text>
          <FormattedMessage
            {...consentMessages.bannerText}
            values={{ privacyLink: (chunks) => <Link to="/datenschutz#cookies">{chunks}</Link> }}
          />
        </Text>
        <Actions>
          <Button type="button" onClick={() => decide(NOTHING_OPTIONAL)}>
            <FormattedMessage {...consentMessages.onlyNecessary} />
          </Button>
          <Button type="button" onClick={() => decide(EVERYTHING)}>
            <FormattedMessage {...consentMessages.acceptAll} />
          </Button>
          <Wide type="button" $variant="secondary" onClick={openSettings}>
            <FormattedMessage {...consentMessages.settings} />
          </Wide>
        </Actions>
      </Inner>
    </Region>
  );
}

/** Publishes the banner's height while it is shown, so fixed buttons at the bottom can sit above it (./bannerHeight.ts). */
function useBannerHeightVariable(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // The height changes with the width (wrapping), the zoom and the language. The observer's first report comes
    // after the browser's own layout: reading offsetHeight here would lay the page out within hydration's task.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => publishBannerHeight(Math.round(entry.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight)));
    if (observer) observer.observe(element);
    else publishBannerHeight(element.offsetHeight);
    return () => {
      observer?.disconnect();
      publishBannerHeight(0);
    };
  }, [region]);
}
