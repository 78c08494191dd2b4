import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageDialog_message$key } from '../../../__generated__/MessageDialog_message.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DialogButtons, ModalDialog } from '../../../ui/ModalDialog';
import { formatDateTime } from '../shared/adminFormat';
import { adminRequestsMessages, messageDialogMessages as messages } from './messages';
import { orderLink } from './orderLink';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const FullText = styled.p`
  white-space: pre-wrap;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

/** docs/SPEC.md §2 "View": the whole message with who sent it, when, and the order made from it; from here it can be converted. */
export function MessageDialog({
  message: messageKey,
  onClose,
  onConvert,
}: {
  message: MessageDialog_message$key;
  onClose: () => void;
  onConvert?: () => void;
}) {
  const intl = useIntl();
  const message = useFragment(
    graphql`
      fragment MessageDialog_message on ContactMessage {
        name
        email
        subject
        message
        createdAt
        isCourseRequest
        order {
          orderNumber
        }
      }
    `,
    messageKey,
  );
  return (
    <ModalDialog padded width={860} title={message.subject} onClose={onClose} testId="message-dialog">
      {message.isCourseRequest && (
        <p>
          <Badge $tone="info">
            <FormattedMessage {...adminRequestsMessages.courseRequest} />
          </Badge>
        </p>
      )}
      <Facts>
        <dt>
          <FormattedMessage {...messages.from} />
        </dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        <dt>
          <FormattedMessage {...messages.received} />
        </dt>
        <dd>{formatDateTime(message.createdAt, intl.locale)}</dd>
        {message.order && (
          <>
            <dt>
              <FormattedMessage {...messages.order} />
            </dt>
            <dd>
              <Link to={orderLink(message.order.orderNumber)} data-testid="message-order">
                {message.order.orderNumber}
              </Link>
            </dd>
          </>
        )}
      </Facts>
      <h3>
        <FormattedMessage {...messages.message} />
      </h3>
      <FullText data-testid="message-text">{message.message}</FullText>
      <DialogButtons>
        {onConvert && !message.order && (
          <Button type="button" onClick={onConvert} data-testid="message-convert">
            {intl.formatMessage(adminRequestsMessages.convert)}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onClose}>
          <FormattedMessage {...messages.close} />
        </Button>
      </DialogButtons>
    </ModalDialog>
  );
}
