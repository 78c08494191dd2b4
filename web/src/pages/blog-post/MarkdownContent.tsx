import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useExternalMedia } from '../../layout/consent/useExternalMedia';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { isOwnImage } from '../blog/imageSource';

const Prose = styled.div`
  font-size: 1.075rem;
  line-height: 1.7;
  h2, h3, h4 { color: ${({ theme }) => theme.colors.primaryDark}; margin: 1.6em 0 0.5em; }
  img { max-width: 100%; height: auto; }
  blockquote {
    margin: 1em 0;
    padding-left: 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A path on this site ("/courses"), not a protocol-relative "//host". */
const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

type AnchorProps = ComponentProps<'a'> & { node?: unknown };
type ImageProps = ComponentProps<'img'> & { node?: unknown };

/**
 * The article body: Markdown written by staff. No raw HTML is rendered (`skipHtml`, and no rehype-raw),
 * and react-markdown's URL filter drops `javascript:` and other unsafe links, so nothing stored in a
 * post can run as script. The article's own title is the page's h1, so the text's headings step down one.
 */
/** `lang`: "de" when an English page shows the German article (not translated yet), else the page's language. */
export function MarkdownContent({ markdown, lang }: { markdown: string; lang?: string }) {
  const origin = useSiteOrigin();
  const externalAllowed = useExternalMedia().allowed;
  const components: Components = {
    h1: ({ node: _node, ...props }) => <h2 {...props} />,
    h2: ({ node: _node, ...props }) => <h3 {...props} />,
    h3: ({ node: _node, ...props }) => <h4 {...props} />,
    a: ({ node: _node, href = '', children, ...props }: AnchorProps) =>
      isInternalPath(href) ? (
        <Link to={href} {...props}>{children}</Link>
      ) : (
        <a {...props} href={href} rel="noopener noreferrer">{children}</a>
      ),
    // Third-party images wait for consent to external media like the article image (see BlogImage):
    // until then only their description shows.
    img: ({ node: _node, src, alt = '', ...props }: ImageProps) =>
      typeof src === 'string' && (externalAllowed || isOwnImage(src, origin)) ? (
        <img src={src} alt={alt} loading="lazy" {...props} />
      ) : (
        <span>{alt}</span>
      ),
  };
  return (
    <Prose data-testid="blog-content" lang={lang}>
      <Markdown skipHtml components={components}>{markdown}</Markdown>
    </Prose>
  );
}
