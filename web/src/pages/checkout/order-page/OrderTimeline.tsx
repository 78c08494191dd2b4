import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import { Panel } from '../OrderDetails';
import type { OrderTimeline_order$key } from '../../../__generated__/OrderTimeline_order.graphql';
import { cancellationCauseMessages, orderAfterSaleMessages, timelineMessages } from './messages';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 2px 16px;
    padding: 6px 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const dateTimeFormat = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
} as const;
const dateTimes = { de: new Intl.DateTimeFormat('de-DE', dateTimeFormat), en: new Intl.DateTimeFormat('en-GB', dateTimeFormat) };

/** "01.03.2026, 14:35" / "01/03/2026, 14:35" in Gersthofen's time, as the admin pages write it. */
const formatDateTime = (value: string, locale: string) => dateTimes[locale === 'en' ? 'en' : 'de'].format(new Date(value));

/** What happened to the order and when, in plain words (never who at the school did it). */
export function OrderTimeline({ order: orderKey }: { order: OrderTimeline_order$key }) {
  const intl = useIntl();
  const { timeline } = useFragment(
    graphql`
      fragment OrderTimeline_order on Order {
        timeline {
          kind
          at
          cause
          nameBefore
          nameAfter
        }
      }
    `,
    orderKey,
  );
  if (timeline.length === 0) return null;
  return (
    <Panel aria-labelledby="order-timeline-title" data-testid="order-timeline">
      <h2 id="order-timeline-title">
        <FormattedMessage {...orderAfterSaleMessages.timelineTitle} />
      </h2>
      <Entries>
        {timeline.map((entry, index) => {
          const label = timelineMessages[entry.kind as keyof typeof timelineMessages];
          const cause = entry.cause ? cancellationCauseMessages[entry.cause as keyof typeof cancellationCauseMessages] : null;
          return (
            // The history only grows at its end: the position is a stable key.
            <li key={index} data-testid="order-timeline-entry">
              <time dateTime={entry.at}>{formatDateTime(entry.at, intl.locale)}</time>
              <span>
                {entry.kind === 'PARTICIPANT_RENAMED'
                  ? intl.formatMessage(timelineMessages.PARTICIPANT_RENAMED, {
                      before: entry.nameBefore ?? '',
                      after: entry.nameAfter ?? '',
                    })
                  : label && label !== timelineMessages.PARTICIPANT_RENAMED
                    ? intl.formatMessage(label as typeof timelineMessages.ORDERED)
                    : entry.kind}
              </span>
              {cause && <small>{intl.formatMessage(cause)}</small>}
            </li>
          );
        })}
      </Entries>
    </Panel>
  );
}
