import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { CourseListTestQuery } from '../../__generated__/CourseListTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { CourseList } from './CourseList';

const query = graphql`
  query CourseListTestQuery @relay_test_operation {
    ...CourseList_query
  }
`;

function renderList(connection: Record<string, unknown>) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { CourseConnection: () => connection });
  return renderWithProviders(<QueryRenderer<CourseListTestQuery> query={query}>{(data) => <CourseList query={data} />}</QueryRenderer>, {
    environment,
  });
}

describe('CourseList', () => {
  it('says so when no course matches and links home', () => {
    renderList({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
    expect(screen.getByRole('heading', { name: 'Keine Kurse gefunden' })).toBeInTheDocument();
    expect(screen.getByTestId('courses-empty')).toHaveTextContent('anderen Filtern');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('course-card')).not.toBeInTheDocument();
  });

  it('lists the cards with the total and offers more when the server has more', () => {
    const edge = (id: number) => ({
      cursor: `c${id}`,
      node: {
        id: `Course:${id}`,
        databaseId: id,
        title: `Kurs ${id}`,
        availableSlots: 5,
        totalSlots: 10,
        availability: 'AVAILABLE',
        bookable: true,
      },
    });
    renderList({ edges: [edge(1), edge(2)], totalCount: 3, pageInfo: { hasNextPage: true, endCursor: 'c2' } });
    expect(screen.getAllByTestId('course-card')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('3 Kurse gefunden');
    expect(screen.getByRole('button', { name: 'Weitere Kurse laden' })).toBeEnabled();
  });
});
