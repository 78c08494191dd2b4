import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { DashboardPanelsTestQuery } from '../../../__generated__/DashboardPanelsTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../../test/relayMock';
import { CourseRequests } from './CourseRequests';
import { RecentBookings } from './RecentBookings';

const query = graphql`
  query DashboardPanelsTestQuery @relay_test_operation {
    ...RecentBookings_query
    ...CourseRequests_query
  }
`;

function renderPanels({ bookings = 5, requests = 10, language = 'de' as 'de' | 'en' } = {}) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, {
    BookingConnection: () => ({
      totalCount: 12,
      edges: Array.from({ length: bookings }, (_, index) => ({
        cursor: `b${index}`,
        node: {
          id: `booking-${index}`,
          name: `Ben ${index}`,
          email: 'ben@example.org',
          status: 'PENDING',
          message: 'Hallo',
          createdAt: '2026-11-20T10:00:00.000Z',
          courseTitle: 'Kraulkurs',
        },
      })),
      pageInfo: { hasNextPage: bookings > 0, endCursor: null },
    }),
    ContactMessageConnection: () => ({
      totalCount: 14,
      edges: Array.from({ length: requests }, (_, index) => ({
        cursor: `m${index}`,
        node: {
          id: `message-${index}`,
          name: `Anna ${index}`,
          email: 'anna@example.org',
          subject: 'Kursanfrage: Kraulkurs',
          message: 'Bitte um Infos.',
          createdAt: '2026-11-20T10:00:00.000Z',
          isCourseRequest: true,
          order: null,
          requestedCourse: null,
        },
      })),
      pageInfo: { hasNextPage: requests > 0, endCursor: null },
    }),
  });
  const view = renderWithProviders(
    <QueryRenderer<DashboardPanelsTestQuery> query={query}>
      {(data) => (
        <>
          <RecentBookings query={data} />
          <CourseRequests query={data} />
        </>
      )}
    </QueryRenderer>,
    { environment, language },
  );
  return view;
}

describe('dashboard panels', () => {
  it('shows the newest bookings and course requests with links to their views, without "load more"', () => {
    renderPanels();
    const bookings = screen.getByTestId('dashboard-bookings');
    expect(within(bookings).getByRole('heading', { name: 'Neueste Buchungen' })).toBeInTheDocument();
    expect(within(bookings).getAllByTestId('booking-row')).toHaveLength(5);
    expect(within(bookings).getByRole('link', { name: 'Alle Buchungen' })).toHaveAttribute('href', '/admin/bookings');
    expect(within(bookings).queryByTestId('bookings-load-more')).not.toBeInTheDocument();
    const requests = screen.getByTestId('dashboard-course-requests');
    expect(within(requests).getByRole('heading', { name: 'Kursanfragen' })).toBeInTheDocument();
    expect(within(requests).getAllByTestId('message-row')).toHaveLength(10);
    expect(within(requests).getByRole('link', { name: 'Alle Anfragen' })).toHaveAttribute('href', '/admin/requests?requests=1');
    expect(within(requests).queryByTestId('messages-load-more')).not.toBeInTheDocument();
  });

  it('offers View and Convert to Order on a course request', () => {
    renderPanels();
    const requests = screen.getByTestId('dashboard-course-requests');
    fireEvent.click(within(requests).getAllByRole('button', { name: /^Aktionen für die Nachricht von Anna 0/ })[0]);
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ansehen', 'In Bestellung umwandeln']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ansehen' }));
    expect(screen.getByRole('dialog', { name: 'Kursanfrage: Kraulkurs' })).toHaveTextContent('Bitte um Infos.');
  });

  it('says "No bookings available" and "No course requests available" in English', () => {
    renderPanels({ bookings: 0, requests: 0, language: 'en' });
    expect(screen.getByTestId('bookings-empty')).toHaveTextContent('No bookings available.');
    expect(screen.getByTestId('messages-empty')).toHaveTextContent('No course requests available.');
  });
});
