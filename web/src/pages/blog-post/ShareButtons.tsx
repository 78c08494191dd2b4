import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { blogPostMessages } from './messages';
import { shareUrls, type ShareTarget } from './shareLinks';

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 12px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TARGETS: [ShareTarget, MessageDescriptor][] = [
  ['email', blogPostMessages.shareEmail],
  ['whatsapp', blogPostMessages.shareWhatsApp],
  ['facebook', blogPostMessages.shareFacebook],
  ['linkedin', blogPostMessages.shareLinkedIn],
  ['x', blogPostMessages.shareX],
];

type CopyState = 'idle' | 'copied' | 'failed';

/** Share links and a copy-link button; `url` is the article's absolute address. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [copy, setCopy] = useState<CopyState>('idle');
  const links = shareUrls(url, title);

  // The Clipboard API only in the click handler: it needs a user gesture and does not exist on the server.
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed'); // no clipboard (insecure origin, old browser) or permission refused
    }
  }

  return (
    <Section aria-labelledby="blog-share-title" data-testid="blog-share">
      <h2 id="blog-share-title">
        <FormattedMessage {...blogPostMessages.shareTitle} />
      </h2>
      <ul>
        {TARGETS.map(([target, label]) => (
          <li key={target}>
            {target === 'email' ? (
              <ShareLink href={links.email}>
                <FormattedMessage {...label} />
              </ShareLink>
            ) : (
              <ShareLink
                href={links[target]}
                target="_blank"
                rel="noopener noreferrer"
                title={intl.formatMessage(blogPostMessages.newWindow)}
                data-testid={`share-${target}`}
              >
                <FormattedMessage {...label} />
              </ShareLink>
            )}
          </li>
        ))}
        <li>
          <Button type="button" $variant="secondary" onClick={copyLink} data-testid="share-copy">
            <FormattedMessage {...blogPostMessages.copyLink} />
          </Button>
        </li>
      </ul>
      <Status role="status" data-testid="share-copy-status">
        {copy === 'copied' && <FormattedMessage {...blogPostMessages.copied} />}
        {copy === 'failed' && <FormattedMessage {...blogPostMessages.copyFailed} />}
      </Status>
    </Section>
  );
}
