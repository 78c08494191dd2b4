import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContactMessageRow_message$key } from '../../../__generated__/ContactMessageRow_message.graphql';
import { formatDate } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { ActionMenu, type MenuAction } from '../shared/ActionMenu';
import { adminSharedMessages } from '../shared/messages';
import { Person } from './BookingRow';
import { adminRequestsMessages as messages } from './messages';
import { orderLink } from './orderLink';
import { useRequestActions } from './RequestActions';
import { messagePreview } from './requestFilters';
import { EmailAddress } from '../shared/EmailAddress';

const Subject = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-width: 10rem;
  overflow-wrap: break-word;
`;

const Preview = styled.span`
  display: block;
  min-width: 16rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

/**
 * One contact message: sender, subject (a course request marked), the first 200 characters (docs/SPEC.md §9), when it came,
 * the order made from it; its menu opens the whole message and converts a course request into an order.
 */
export function ContactMessageRow({ message: messageKey, compact = false }: { message: ContactMessageRow_message$key; compact?: boolean }) {
  const intl = useIntl();
  const { view, convert } = useRequestActions();
  const message = useFragment(
    graphql`
      fragment ContactMessageRow_message on ContactMessage {
        id
        name
        email
        subject
        message
        createdAt
        isCourseRequest
        order {
          id
          orderNumber
        }
        ...MessageDialog_message
        ...ConvertToOrderDialog_message
      }
    `,
    messageKey,
  );
  const actions: MenuAction[] = [
    { key: 'view', label: intl.formatMessage(messages.view), onSelect: () => view(message) },
    ...(message.isCourseRequest && !message.order
      ? [{ key: 'convert', label: intl.formatMessage(messages.convert), onSelect: () => convert(message) }]
      : []),
  ];

  return (
    <tr data-testid="message-row" data-message-name={message.name}>
      <td>
        <Person>
          <strong>{message.name}</strong>
          <span>
            <EmailAddress address={message.email} />
          </span>
        </Person>
      </td>
      <td>
        <Subject>
          {message.subject}
          {message.isCourseRequest && !compact && (
            <Badge $tone="info" data-testid="course-request-badge">
              <FormattedMessage {...messages.courseRequest} />
            </Badge>
          )}
        </Subject>
      </td>
      <td>
        <Preview data-testid="message-preview">{messagePreview(message.message)}</Preview>
      </td>
      <td className="numeric">{formatDate(intl, message.createdAt)}</td>
      <td>
        {message.order ? (
          <Link to={orderLink(message.order.orderNumber)} data-testid="message-order-link">
            {message.order.orderNumber}
          </Link>
        ) : (
          '–'
        )}
      </td>
      <td>
        <ActionMenu
          label={intl.formatMessage(messages.actionsFor, { name: message.name })}
          noActionsLabel={intl.formatMessage(adminSharedMessages.noActions)}
          actions={actions}
          testId="message-actions"
        >
          {intl.formatMessage(adminSharedMessages.actions)}
        </ActionMenu>
      </td>
    </tr>
  );
}
