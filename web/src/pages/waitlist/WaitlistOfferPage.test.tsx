import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { Language } from '../../i18n/languageChoice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, answerOnArrival } from '../../test/relayMock';
import { WaitlistOfferPage } from './WaitlistOfferPage';

// Held until 08:07 in Gersthofen on 8 December 2026 (winter time: UTC+1).
const DEADLINE = '2026-12-08T07:07:00.000Z';
const TOKEN = 'o.42.1796713620.c2lnbmF0dXJl';

const openOffer = {
  courseId: 7,
  courseTitle: 'Seepferdchen Winter',
  courseStartDate: '2027-01-09',
  courseEndDate: '2027-02-27',
  courseTime: 'Sa 09:00-09:45',
  courseLocation: 'Hallenbad Gersthofen',
  places: 2,
  deadline: DEADLINE,
  state: 'OPEN',
};

afterEach(() => jest.useRealTimers());

/** A controlled clock: `Date` says `now`; timers stay real, so Relay and React run as usual. */
function onTheClock(now: string) {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

/** The offer page of the mail's link, its query answered with `offer` (null: the token names no offer). */
async function openPage(offer: object | null, language: Language = 'de', route = `/waitlist/offer?token=${TOKEN}`) {
  const environment = createMockEnvironment();
  answerOnArrival(environment, [['WaitlistOfferPageQuery', { Query: () => ({ waitlistOffer: offer }) }]]);
  const view = renderWithProviders(<WaitlistOfferPage />, { route, language, environment });
  await act(async () => undefined);
  return view;
}

describe('/waitlist/offer', () => {
  it.each([
    ['de', 'Ihre Plätze sind bis 08.12.2026, 08:07 Uhr für Sie reserviert.', '09.01.2027 – 27.02.2027', '2 Plätze', 'Jetzt buchen'],
    ['en', 'Your places are held for you until 8:07 am on 08/12/2026.', '09/01/2027 – 27/02/2027', '2 places', 'Book now'],
  ] as const)(
    '%s: names the course, its dates, time and place, the places, and the deadline with its date on the day before',
    async (language, held, dates, places, book) => {
      // 08:08 in Gersthofen the day before the deadline: "bis 08:07 Uhr" alone would read as a moment already past.
      onTheClock('2026-12-07T07:08:00.000Z');
      const { environment } = await openPage(openOffer, language);
      expect(environment.mock.getAllOperations()).toEqual([]);
      const details = screen.getByTestId('waitlist-offer-details');
      expect(within(details).getByRole('link', { name: 'Seepferdchen Winter' })).toHaveAttribute('href', '/course/7');
      expect(screen.getByTestId('waitlist-offer-dates')).toHaveTextContent(dates);
      expect(screen.getByTestId('waitlist-offer-time')).toHaveTextContent('Sa 09:00-09:45');
      expect(screen.getByTestId('waitlist-offer-location')).toHaveTextContent('Hallenbad Gersthofen');
      expect(screen.getByTestId('waitlist-offer-places')).toHaveTextContent(places);
      expect(screen.getByTestId('waitlist-offer-held-until')).toHaveTextContent(held);
      expect(screen.getByTestId('waitlist-offer-accept')).toHaveTextContent(book);
      expect(screen.getByTestId('waitlist-offer-decline')).toBeEnabled();
    },
  );

  it("gives the clock time alone on the deadline's own day, and names one place as one", async () => {
    onTheClock('2026-12-08T06:30:00.000Z');
    await openPage({ ...openOffer, places: 1, courseTime: null, courseLocation: null });
    expect(screen.getByTestId('waitlist-offer-held-until')).toHaveTextContent('Ihr Platz ist bis 08:07 Uhr für Sie reserviert.');
    expect(screen.getByTestId('waitlist-offer-places')).toHaveTextContent('1 Platz');
    // Unknown time and place: left out, not "Keine Angabe".
    expect(screen.queryByTestId('waitlist-offer-time')).toBeNull();
    expect(screen.queryByTestId('waitlist-offer-location')).toBeNull();
    cleanup();
    await openPage({ ...openOffer, places: 1 }, 'en');
    expect(screen.getByTestId('waitlist-offer-held-until')).toHaveTextContent('Your place is held for you until 8:07 am.');
  });

  it.each([
    ['de', 'Dieses Angebot ist abgelaufen', 'Das Angebot galt bis 08.12.2026, 08:07 Uhr.'],
    ['en', 'This offer has expired', 'The offer was valid until 8:07 am on 08/12/2026.'],
  ] as const)('%s: an expired offer says so, with its end dated even today, and offers no buttons', async (language, heading, text) => {
    onTheClock('2026-12-08T09:00:00.000Z');
    await openPage({ ...openOffer, state: 'EXPIRED' }, language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByTestId('waitlist-link-text')).toHaveTextContent(text);
    expect(screen.getByTestId('waitlist-offer-course')).toHaveTextContent('Seepferdchen Winter');
    expect(screen.queryByTestId('waitlist-offer-held-until')).toBeNull();
    expect(screen.queryByTestId('waitlist-offer-accept')).toBeNull();
    expect(screen.queryByTestId('waitlist-offer-decline')).toBeNull();
  });

  it.each([
    ['TAKEN', 'de', 'Angebot bereits angenommen', 'Zur Kasse'],
    ['TAKEN', 'en', 'Offer already taken', 'Go to checkout'],
    ['DECLINED', 'de', 'Angebot abgelehnt', 'Schwimmkurse'],
    ['DECLINED', 'en', 'Offer declined', 'Swimming Courses'],
  ] as const)('a %s offer (%s) says so instead of offering the buttons', async (state, language, heading, action) => {
    onTheClock('2026-12-07T07:08:00.000Z');
    await openPage({ ...openOffer, state }, language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain(action);
    expect(screen.queryByTestId('waitlist-offer-accept')).toBeNull();
    expect(screen.queryByTestId('waitlist-offer-held-until')).toBeNull();
  });

  it('says when the link names no offer, or has no token at all', async () => {
    await openPage(null);
    expect(screen.getByTestId('waitlist-link-text')).toHaveTextContent('Zu diesem Link finden wir kein Angebot.');
    cleanup();
    await openPage(openOffer, 'en', '/waitlist/offer');
    expect(screen.getByTestId('waitlist-link-text')).toHaveTextContent('This link is missing its code.');
  });

  it("declining: the places go on, and the page says so without the details' deadline", async () => {
    onTheClock('2026-12-07T07:08:00.000Z');
    const { environment } = await openPage(openOffer);
    fireEvent.click(screen.getByTestId('waitlist-offer-decline'));
    const operation = await answer(environment, 'useDeclineWaitlistOfferMutation', {
      WaitlistLinkPayload: () => ({ entry: { email: 'a@example.org', status: 'DECLINED' }, errors: [] }),
    });
    expect(operation.request.variables).toEqual({ input: { token: TOKEN } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Angebot abgelehnt');
    expect(screen.queryByTestId('waitlist-offer-held-until')).toBeNull();
  });
});
