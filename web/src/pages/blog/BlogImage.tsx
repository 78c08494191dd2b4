import styled from 'styled-components';
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

interface Props {
  url: string;
  /** Empty for a decorative image beside a title that says the same. */
  alt: string;
  /** The article's image is in view at once; card images may wait. */
  eager?: boolean;
  rounded?: boolean;
}

/**
 * A post's image in a fixed 16:9 frame. Images from our own origin load normally. An external one
 * (stock photos) is a third-party request, which must wait for cookie consent (SPEC §1 cookie
 * settings): until the consent part of issue 12 exists, such an image is not requested at all and the
 * frame stays an empty, decorative placeholder. The consent work swaps the placeholder for the image
 * once the visitor agrees.
 */
export function BlogImage({ url, alt, eager = false, rounded = true }: Props) {
  const origin = useSiteOrigin();
  const own = isOwnImage(url, origin);
  return (
    <Frame $rounded={rounded} data-testid={own ? 'blog-image' : 'blog-image-placeholder'} aria-hidden={own ? undefined : true}>
      {own && (
        <img src={url} alt={alt} width={WIDTH} height={HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      )}
    </Frame>
  );
}
