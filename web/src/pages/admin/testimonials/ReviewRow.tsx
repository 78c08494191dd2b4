import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { ReviewRow_review$key } from '../../../__generated__/ReviewRow_review.graphql';
import { WrappingBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../shared/adminFormat';
import { EmailAddress } from '../shared/EmailAddress';
import { adminTestimonialsMessages as messages } from './messages';
import { type ReviewAction, ratingTone } from './reviewRules';
import { useMayDeleteForGood } from '../session/permissions';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Content = styled.td`
  max-width: 420px;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

const Muted = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

/** One review: who, which course, stars in docs/SPEC.md §4's colours, text, date, status, and what staff can do with it. */
export function ReviewRow({
  review,
  onAction,
}: {
  review: ReviewRow_review$key;
  onAction: (action: ReviewAction, review: { id: string; name: string }) => void;
}) {
  const intl = useIntl();
  const mayDelete = useMayDeleteForGood();
  const data = useFragment(
    graphql`
      fragment ReviewRow_review on Testimonial {
        id
        name
        email
        role
        courseTitle
        rating
        content
        createdAt
        isVisible
      }
    `,
    review,
  );
  return (
    <tr data-testid="review-row" data-review-name={data.name}>
      <td>
        <strong>{data.name}</strong>
        {data.role && <Muted>{data.role}</Muted>}
        {data.email && (
          <Muted>
            <EmailAddress address={data.email} />
          </Muted>
        )}
      </td>
      <td>{data.courseTitle ?? <FormattedMessage {...messages.noCourse} />}</td>
      <td>
        <WrappingBadge $tone={ratingTone(data.rating)} data-testid="review-rating" data-tone={ratingTone(data.rating)}>
          <FormattedMessage {...messages.rating} values={{ rating: data.rating }} />
        </WrappingBadge>
      </td>
      <Content>{data.content}</Content>
      <td className="numeric">{formatDateTime(data.createdAt, intl.locale) ?? '–'}</td>
      <td>
        <WrappingBadge $tone={data.isVisible ? 'success' : 'warning'} data-testid="review-status">
          <FormattedMessage {...(data.isVisible ? messages.statusApproved : messages.statusPending)} />
        </WrappingBadge>
      </td>
      <td>
        <Actions>
          {data.isVisible ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onAction('hide', data)}
              aria-label={`${intl.formatMessage(messages.hide)}: ${data.name}`}
            >
              <FormattedMessage {...messages.hide} />
            </Button>
          ) : (
            <Button
              type="button"
              onClick={() => onAction('approve', data)}
              aria-label={`${intl.formatMessage(messages.approve)}: ${data.name}`}
            >
              <FormattedMessage {...messages.approve} />
            </Button>
          )}
          {mayDelete && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onAction('delete', data)}
              aria-label={`${intl.formatMessage(messages.delete)}: ${data.name}`}
            >
              <FormattedMessage {...messages.delete} />
            </Button>
          )}
        </Actions>
      </td>
    </tr>
  );
}
