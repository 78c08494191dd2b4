import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { commonMessages } from '../i18n/messages';
import { useResponseStatus } from '../ssr/responseStatus';
import { Button, ButtonLink } from '../ui/Button';
import { MessagePage } from './MessagePage';
import { pageMessages } from './messages';

/** A page failed to load (API down, GraphQL error): say so and offer a retry. */
export function RouteError() {
  const error = useRouteError();
  useResponseStatus(500);
  useEffect(() => console.error(error), [error]);
  return (
    <MessagePage
      testId="route-error"
      title={<FormattedMessage {...pageMessages.errorTitle} />}
      text={<FormattedMessage {...commonMessages.generalError} />}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
          <ButtonLink to="/">
            <FormattedMessage {...pageMessages.goHome} />
          </ButtonLink>
        </>
      }
    />
  );
}
