import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useExternalMedia } from '../../layout/consent/useExternalMedia';
import { consentMessages } from '../../layout/consent/messages';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { isOwnImage } from './imageSource';

// Width and height give the box its size before the file arrives (no layout shift); 16:9 throughout.
const WIDTH = 1200;
const HEIGHT = 675;

const Frame = styled.div<{ $rounded: boolean }>`
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radii.md : '0')};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryLight} 0%, ${({ theme }) => theme.colors.accentLight} 100%);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Inside the same frame, so allowing the image changes nothing around it.
const Ask = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 12px 16px;
  text-align: center;
  font-size: 0.9rem;
  p {
    margin: 0;
    max-width: 36em;
  }
  button {
    padding: 8px 16px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    cursor: pointer;
  }
`;

interface Props {
  url: string;
  /** Empty for a decorative image beside a title that says the same. */
  alt: string;
  /** The article's image is in view at once; card images may wait. */
  eager?: boolean;
  rounded?: boolean;
  /** Offer to allow external images in place of one (the article's image; cards just keep the frame). */
  offerConsent?: boolean;
}

/**
 * A post's image in a fixed 16:9 frame. Images from our own origin load normally. An external one
 * (stock photos) is a third-party request and loads only with consent for external media (see
 * useExternalMedia); until then the frame stays a placeholder, on the server always.
 */
export function BlogImage({ url, alt, eager = false, rounded = true, offerConsent = false }: Props) {
  const origin = useSiteOrigin();
  const external = useExternalMedia();
  const own = isOwnImage(url, origin);
  if (own || external.allowed) {
    return (
      <Frame $rounded={rounded} data-testid="blog-image">
        <img src={url} alt={alt} width={WIDTH} height={HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </Frame>
    );
  }
  // The offer waits for hydration: before, the button could not do anything.
  const ask = offerConsent && external.ready;
  return (
    <Frame $rounded={rounded} data-testid="blog-image-placeholder" aria-hidden={ask ? undefined : true}>
      {ask && (
        <Ask>
          <p>
            <FormattedMessage {...consentMessages.externalImageText} />
          </p>
          <button type="button" onClick={external.allow}>
            <FormattedMessage {...consentMessages.externalImageAllow} />
          </button>
        </Ask>
      )}
    </Frame>
  );
}
