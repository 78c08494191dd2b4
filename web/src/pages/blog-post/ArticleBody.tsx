import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useExternalMedia } from '../../layout/consent/useExternalMedia';

const Prose = styled.div`
  font-size: 1rem;
  line-height: 1.7;
  h2,
  h3,
  h4,
  h5,
  h6 {
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 1.6em 0 0.5em;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  blockquote {
    margin: 1em 0;
    padding-left: 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A path on this site ("/courses"), not a protocol-relative "//host". */
const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Where the server left a third-party image for after consent (api/src/modules/blog/blog-markdown.ts). */
const EXTERNAL_IMAGE = 'span[data-external-image]';

/**
 * The article body: HTML the server rendered from the post's Markdown and sanitized (`BlogPost.bodyHtml`: only
 * Markdown's elements, no raw HTML, no script addresses), so the page needs no Markdown parser. Its
 * headings already start at h2 (the title is the page's h1) and its links off the site carry rel="noopener
 * noreferrer". What the server cannot do, done here:
 * - links to a path of the site open in the app, like a router Link (no page load);
 * - third-party images wait for consent to external media like the article image (see BlogImage): the server
 *   sends their description with the address beside it, and they turn into images once consent is given.
 * `lang`: "de" when an English page shows the German article (not translated yet), else the page's language.
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string }) {
  const navigate = useNavigate();
  const externalAllowed = useExternalMedia().allowed;
  const body = useRef<HTMLDivElement>(null);

  // React leaves the inserted HTML alone while `html` stays the same, so the swapped images stay; new HTML
  // (another article) comes with its placeholders again, and this runs again for them.
  useEffect(() => {
    if (!externalAllowed || !body.current) return;
    for (const placeholder of body.current.querySelectorAll<HTMLElement>(EXTERNAL_IMAGE)) {
      const src = placeholder.dataset.externalImage ?? '';
      if (!/^https?:\/\//i.test(src)) continue; // the server sends only these; anything else stays text
      const image = document.createElement('img');
      image.src = src;
      image.alt = placeholder.textContent ?? '';
      image.loading = 'lazy';
      placeholder.replaceWith(image);
    }
  }, [html, externalAllowed]);

  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternalPath(href) || link.target || link.hasAttribute('download')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The clicks handled are the links' inside (Enter on a focused link clicks it too).
    <Prose ref={body} data-testid="blog-content" lang={lang} onClick={openInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
