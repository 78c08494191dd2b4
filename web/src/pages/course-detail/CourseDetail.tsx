import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseDetail_course$key } from '../../__generated__/CourseDetail_course.graphql';
import { contentLang } from '../../i18n/contentLang';
import { formatDateRange, formatMoney } from '../../i18n/format';
import { commonMessages } from '../../i18n/messages';
import { CONTACT_EMAIL } from '../../layout/contact';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { VatNote, type VatModeValue } from '../../ui/VatNote';
import { AddToCartButton } from '../../layout/cart/AddToCartButton';
import { courseJsonLd } from '../../seo/courseJsonLd';
import { JsonLd } from '../../seo/JsonLd';
import { seoMessages } from '../../seo/messages';
import { PageHead, useCanonicalUrl } from '../../seo/PageHead';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { summarise } from '../../seo/text';
import { AvailabilityBadge } from '../courses/AvailabilityBadge';
import { AvailabilityMeter } from '../courses/AvailabilityMeter';
import { requestClosedReason } from '../courses/availability';
import { ageGroupMessages, enumLabel, levelMessages } from '../courses/enumMessages';
import { courseCardMessages } from '../courses/messages';
import { waitlistFormMessages } from '../waitlist/messages';
import { Aside, BackRow, Box, Columns, Facts, Heading, Price, StateNotice, Tags, Text } from './courseDetailStyles';
import { courseDetailMessages, courseTextPageLabel } from './messages';

// Its own chunk: only a full course shows it, and it brings Formik and yup (≈ 26 KiB gzip) that a course with
// places would otherwise load too. The server renders it whole; the browser hydrates it once the chunk is in.
const WaitlistForm = lazy(() => import('../waitlist/WaitlistForm').then((m) => ({ default: m.WaitlistForm })));

/** `vatMode`: the shop setting that decides the note beside the price (the page's query asks for it). */
export function CourseDetail({ course, vatMode }: { course: CourseDetail_course$key; vatMode: VatModeValue }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CourseDetail_course on Course {
        databaseId
        untranslated
        title
        description
        level
        ageGroup
        startDate
        endDate
        schedule
        time
        location
        duration
        availableSlots
        totalSlots
        availability
        bookable
        cancelledAt
        priceCents
        notes
        specialRequirements
        whatToBring
        cancellationPolicy
        ...AddToCartButton_course
      }
    `,
    course,
  );
  // Search snippet and JSON-LD: the course's own text, else a sentence naming it and its dates.
  const origin = useSiteOrigin();
  const canonical = useCanonicalUrl();
  const dates = formatDateRange(intl, data.startDate, data.endDate);
  const about = data.description?.trim() || intl.formatMessage(seoMessages.courseDescription, { title: data.title, dates });
  const description = summarise(about);
  const orNone = (value: string | null | undefined) => value?.trim() || intl.formatMessage(commonMessages.notSpecified);
  // A text an English page shows in German (not translated yet) is marked lang="de".
  const lang = (text: string) => contentLang(data.untranslated, text);
  // Weekdays, time and place not fixed yet are left out (as on the card and in the mails), never "Keine Angabe".
  const facts = (
    [
      [courseCardMessages.dates, dates, undefined],
      [courseTextPageLabel('schedule'), data.schedule?.trim(), lang('SCHEDULE')],
      [courseCardMessages.time, data.time?.trim(), undefined],
      [courseCardMessages.location, data.location?.trim(), lang('LOCATION')],
      [courseTextPageLabel('duration'), data.duration?.trim() || intl.formatMessage(courseDetailMessages.noDuration), lang('DURATION')],
    ] as const
  ).filter(([, value]) => !!value);
  const closed = requestClosedReason(data);

  return (
    <Container>
      <PageHead title={data.title} description={description} />
      <JsonLd data={courseJsonLd({ ...data, description: about }, origin, canonical)} />
      <BackRow>
        <ButtonLink to="/courses" $variant="ghost">
          <FormattedMessage {...courseDetailMessages.back} />
        </ButtonLink>
      </BackRow>
      <Heading>
        <h1 data-testid="course-title" lang={lang('TITLE')}>
          {data.title}
        </h1>
        <Tags>
          <AvailabilityBadge availability={data.availability} />
          <Badge $tone="info">{enumLabel(intl, levelMessages, data.level)}</Badge>
          <Badge $tone="neutral">{enumLabel(intl, ageGroupMessages, data.ageGroup)}</Badge>
        </Tags>
        {/* The state that decides what a visitor can do stands at the top, not below two screens of text on a phone. */}
        {data.cancelledAt ? (
          <StateNotice role="status" $tone="danger" data-testid="course-cancelled">
            <strong>
              <FormattedMessage {...courseDetailMessages.cancelled} />
            </strong>
          </StateNotice>
        ) : closed === 'FULLY_BOOKED' ? (
          <StateNotice $tone="warning" data-testid="course-full-notice">
            <FormattedMessage {...courseDetailMessages.fullNotice} />{' '}
            <a href="#waitlist" data-testid="course-full-waitlist-link">
              <FormattedMessage {...waitlistFormMessages.join} />
            </a>
          </StateNotice>
        ) : null}
      </Heading>
      <Columns>
        <div>
          <Box>
            <h2>
              <FormattedMessage {...courseTextPageLabel('description')} />
            </h2>
            <Text lang={lang('DESCRIPTION')}>{orNone(data.description)}</Text>
          </Box>
          <Box>
            <h2>
              <FormattedMessage {...courseDetailMessages.details} />
            </h2>
            <Facts>
              {facts.map(([label, value, valueLang]) => (
                <div key={label.id}>
                  <dt>
                    <FormattedMessage {...label} />
                  </dt>
                  <dd lang={valueLang}>{value}</dd>
                </div>
              ))}
            </Facts>
          </Box>
          <Box>
            <h2>
              <FormattedMessage {...courseTextPageLabel('specialRequirements')} />
            </h2>
            <Text lang={lang('SPECIAL_REQUIREMENTS')}>{orNone(data.specialRequirements)}</Text>
            <h2>
              <FormattedMessage {...courseTextPageLabel('notes')} />
            </h2>
            <Text lang={lang('NOTES')}>{orNone(data.notes)}</Text>
            {data.whatToBring?.trim() && (
              <>
                <h2>
                  <FormattedMessage {...courseTextPageLabel('whatToBring')} />
                </h2>
                <Text lang={lang('WHAT_TO_BRING')} data-testid="course-what-to-bring">
                  {data.whatToBring}
                </Text>
              </>
            )}
          </Box>
          <Box>
            <h2>
              <FormattedMessage {...courseDetailMessages.cancellationTitle} />
            </h2>
            <Text lang={lang('CANCELLATION_POLICY')}>
              {data.cancellationPolicy?.trim() || intl.formatMessage(courseDetailMessages.cancellationGeneral)}
            </Text>
          </Box>
        </div>
        <Aside>
          <Box>
            <Price data-testid="course-price">{formatMoney(data.priceCents, intl.locale)}</Price>
            <Text>
              <FormattedMessage {...courseDetailMessages.pricePerPerson} />
            </Text>
            <VatNote vatMode={vatMode} />
            <AvailabilityMeter availability={data.availability} availableSlots={data.availableSlots} totalSlots={data.totalSlots} />
            {data.cancelledAt ? null : closed ? (
              <>
                <Button type="button" $block disabled data-testid="course-request">
                  <FormattedMessage {...(closed === 'FULLY_BOOKED' ? courseDetailMessages.fullyBooked : courseCardMessages.notBookable)} />
                </Button>
                {/* A full course keeps its customers: the waitlist. */}
                {closed === 'FULLY_BOOKED' && (
                  <Suspense fallback={null}>
                    <WaitlistForm courseId={data.databaseId} />
                  </Suspense>
                )}
              </>
            ) : (
              <>
                {/* One primary action: booking. The request is secondary and says that it books nothing. */}
                <AddToCartButton course={data} $block />
                <ButtonLink
                  to={`/course-request?courseId=${data.databaseId}`}
                  $variant="secondary"
                  $block
                  data-testid="course-request"
                  aria-describedby="course-request-note"
                >
                  <FormattedMessage {...courseCardMessages.request} />
                </ButtonLink>
                <Text id="course-request-note" data-testid="course-request-note">
                  <FormattedMessage {...courseDetailMessages.requestNote} />
                </Text>
              </>
            )}
          </Box>
          <Box>
            <h2>
              <FormattedMessage {...courseDetailMessages.questionsTitle} />
            </h2>
            <Text>
              <FormattedMessage {...courseDetailMessages.questionsText} />
            </Text>
            <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(data.title)}`}>
              <FormattedMessage {...courseDetailMessages.contactLink} values={{ email: CONTACT_EMAIL }} />
            </a>
          </Box>
        </Aside>
      </Columns>
    </Container>
  );
}
