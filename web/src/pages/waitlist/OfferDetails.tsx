import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateRange } from '../../i18n/format';
import { clockDateUnlessToday, formatClockTime } from '../checkout/clockTime';
import { Notice } from '../checkout/checkoutStyles';
import { waitlistOfferMessages } from './messages';

export interface OfferFacts {
  readonly courseId: number;
  readonly courseTitle: string;
  readonly courseStartDate: string | null | undefined;
  readonly courseEndDate: string | null | undefined;
  readonly courseTime: string | null | undefined;
  readonly courseLocation: string | null | undefined;
  readonly places: number;
  readonly deadline: string;
}

// Label above value on phones, side by side from the small breakpoint on; long words wrap only when they must.
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  margin: 24px 0 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  text-align: left;
  overflow-wrap: break-word;
  dt {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 8px;
    min-width: 0;
    font-weight: 700;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const Held = styled(Notice)`
  margin-top: 16px;
  text-align: left;
`;

/** "bis 08:07 Uhr" today; with the date whenever the deadline is on another day (Europe/Berlin, as the checkout's hold). */
export function HeldUntil({ deadline, places }: { deadline: string; places: number }) {
  const intl = useIntl();
  const time = formatClockTime(deadline, intl.locale);
  const date = clockDateUnlessToday(deadline, intl.locale, new Date());
  return date ? (
    <FormattedMessage {...waitlistOfferMessages.heldUntilDate} values={{ places, time, date }} />
  ) : (
    <FormattedMessage {...waitlistOfferMessages.heldUntil} values={{ places, time }} />
  );
}

/** What the offer is about: the course (linked to its page), its dates, time and place when known, and the places. */
export function OfferDetails({ offer, held }: { offer: OfferFacts; held: boolean }) {
  const intl = useIntl();
  const hasDates = Boolean(offer.courseStartDate || offer.courseEndDate);
  return (
    <>
      <List data-testid="waitlist-offer-details">
        <dt>
          <FormattedMessage {...waitlistOfferMessages.course} />
        </dt>
        <dd data-testid="waitlist-offer-course">
          <Link to={`/course/${offer.courseId}`}>{offer.courseTitle}</Link>
        </dd>
        {hasDates && (
          <>
            <dt>
              <FormattedMessage {...waitlistOfferMessages.dates} />
            </dt>
            <dd data-testid="waitlist-offer-dates">{formatDateRange(intl, offer.courseStartDate, offer.courseEndDate)}</dd>
          </>
        )}
        {offer.courseTime && (
          <>
            <dt>
              <FormattedMessage {...waitlistOfferMessages.time} />
            </dt>
            <dd data-testid="waitlist-offer-time">{offer.courseTime}</dd>
          </>
        )}
        {offer.courseLocation && (
          <>
            <dt>
              <FormattedMessage {...waitlistOfferMessages.location} />
            </dt>
            <dd data-testid="waitlist-offer-location">{offer.courseLocation}</dd>
          </>
        )}
        <dt>
          <FormattedMessage {...waitlistOfferMessages.placesLabel} />
        </dt>
        <dd data-testid="waitlist-offer-places">
          <FormattedMessage {...waitlistOfferMessages.places} values={{ places: offer.places }} />
        </dd>
      </List>
      {held && (
        <Held $tone="info" role="status" data-testid="waitlist-offer-held-until">
          <p>
            <HeldUntil deadline={offer.deadline} places={offer.places} />
          </p>
        </Held>
      )}
    </>
  );
}
