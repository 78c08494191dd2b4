import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useResponseStatus } from '../ssr/responseStatus';
import { Button, ButtonLink } from '../ui/Button';
import { MessagePage } from './MessagePage';
import { pageMessages, pageTitleMessages } from './messages';

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  useResponseStatus(404);
  // Opened directly (no earlier entry in this app): "back" would leave the site, go home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <MessagePage
      testId="not-found"
      documentTitle={intl.formatMessage(pageTitleMessages.notFound)}
      title={<FormattedMessage {...pageMessages.notFoundTitle} />}
      text={<FormattedMessage {...pageMessages.notFoundText} />}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={goBack}>
            <FormattedMessage {...pageMessages.goBack} />
          </Button>
          <ButtonLink to="/">
            <FormattedMessage {...pageMessages.goHome} />
          </ButtonLink>
        </>
      }
    />
  );
}
