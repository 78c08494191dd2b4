import { FormattedMessage, useIntl } from 'react-intl';
import { MessagePage } from '../../layout/MessagePage';
import { useResponseStatus } from '../../ssr/responseStatus';
import { ButtonLink } from '../../ui/Button';
import { blogPostMessages } from './messages';

/**
 * Unknown or unpublished slug, or the article failed to load. docs/SPEC.md §2 says the old site redirected to
 * /blog and showed a not-found message there; we answer 404 on the requested address with that message
 * and a link back to the blog instead, so search engines drop the address rather than index the list
 * under it, and the visitor still sees why and gets back in one click.
 */
export function BlogPostNotFound() {
  const intl = useIntl();
  useResponseStatus(404);
  return (
    <MessagePage
      testId="blog-post-not-found"
      documentTitle={intl.formatMessage(blogPostMessages.notFoundPageTitle)}
      title={<FormattedMessage {...blogPostMessages.notFoundTitle} />}
      text={<FormattedMessage {...blogPostMessages.notFoundText} />}
      actions={
        <ButtonLink to="/blog">
          <FormattedMessage {...blogPostMessages.notFoundBack} />
        </ButtonLink>
      }
    />
  );
}
