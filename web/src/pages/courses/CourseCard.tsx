import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CourseCard_course$key } from '../../__generated__/CourseCard_course.graphql';
import { contentLang } from '../../i18n/contentLang';
import { formatDateRange, formatMoney } from '../../i18n/format';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AddToCartButton } from '../../layout/cart/AddToCartButton';
import { AvailabilityBadge } from './AvailabilityBadge';
import { AvailabilityMeter } from './AvailabilityMeter';
import { requestClosedReason } from './availability';
import { waitlistFormMessages } from '../waitlist/messages';
import { ageGroupMessages, enumLabel, levelMessages } from './enumMessages';
import { courseCardMessages } from './messages';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap; /* a long title pushes the badge onto its own line on phones */
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.4rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  > * {
    flex: 1 1 auto;
    padding: 8px 16px;
    white-space: nowrap;
  }
`;

const Closed = styled.p`
  margin: 0;
  align-self: center;
  text-align: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function CourseCard({ course }: { course: CourseCard_course$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        untranslated
        databaseId
        title
        level
        ageGroup
        startDate
        endDate
        time
        location
        priceCents
        availableSlots
        totalSlots
        availability
        bookable
        ...AddToCartButton_course
      }
    `,
    course,
  );
  const closed = requestClosedReason(data);

  return (
    <Card data-testid="course-card">
      <Top>
        <h3 lang={contentLang(data.untranslated, 'TITLE')}>{data.title}</h3>
        <AvailabilityBadge availability={data.availability} />
      </Top>
      <Tags>
        <Badge $tone="info" title={intl.formatMessage(courseCardMessages.level)}>
          {enumLabel(intl, levelMessages, data.level)}
        </Badge>
        <Badge $tone="neutral" title={intl.formatMessage(courseCardMessages.ageGroup)}>
          {enumLabel(intl, ageGroupMessages, data.ageGroup)}
        </Badge>
      </Tags>
      <Facts>
        <dt>
          <FormattedMessage {...courseCardMessages.dates} />
        </dt>
        <dd>{formatDateRange(intl, data.startDate, data.endDate)}</dd>
        {/* A time or place not fixed yet is left out (as in the mails): "Uhrzeit: Keine Angabe" reads like a course without one. */}
        {data.time && (
          <>
            <dt>
              <FormattedMessage {...courseCardMessages.time} />
            </dt>
            <dd>{data.time}</dd>
          </>
        )}
        {data.location && (
          <>
            <dt>
              <FormattedMessage {...courseCardMessages.location} />
            </dt>
            <dd lang={contentLang(data.untranslated, 'LOCATION')}>{data.location}</dd>
          </>
        )}
      </Facts>
      <Price data-testid="course-price">{formatMoney(data.priceCents, intl.locale)}</Price>
      <AvailabilityMeter availability={data.availability} availableSlots={data.availableSlots} totalSlots={data.totalSlots} />
      <Actions>
        {/* One primary action per card: booking (or the waitlist of a full course); the rest are outlined. */}
        {closed === null && <AddToCartButton course={data} namesCourse />}
        {closed === 'FULLY_BOOKED' && (
          <ButtonLink
            to={`/course/${data.databaseId}#waitlist`}
            data-testid="course-waitlist"
            aria-label={`${intl.formatMessage(waitlistFormMessages.join)}: ${data.title}`}
          >
            <FormattedMessage {...waitlistFormMessages.join} />
          </ButtonLink>
        )}
        <ButtonLink
          to={`/course/${data.databaseId}`}
          $variant="secondary"
          aria-label={intl.formatMessage(courseCardMessages.detailsLabel, { title: data.title })}
        >
          <FormattedMessage {...courseCardMessages.details} />
        </ButtonLink>
        {closed === null && (
          <ButtonLink
            to={`/course-request?courseId=${data.databaseId}`}
            $variant="ghost"
            data-testid="course-card-request"
            aria-label={intl.formatMessage(courseCardMessages.requestLabel, { title: data.title })}
          >
            <FormattedMessage {...courseCardMessages.request} />
          </ButtonLink>
        )}
        {/* A full course says so in its badge and meter; any other reason needs its own words. */}
        {closed === 'NOT_BOOKABLE' && (
          <Closed data-testid="course-not-bookable">
            <FormattedMessage {...(data.availability === 'CANCELLED' ? courseCardMessages.cancelled : courseCardMessages.notBookable)} />
          </Closed>
        )}
      </Actions>
    </Card>
  );
}
