import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { NoticeBoxTestQuery } from '../../__generated__/NoticeBoxTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { NoticeBox } from './NoticeBox';

const query = graphql`
  query NoticeBoxTestQuery @relay_test_operation {
    ...NoticeBox_query
  }
`;

function renderNotice(coursesNotice: { title: string; text: string } | null) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, { Query: () => ({ coursesNotice }) });
  return renderWithProviders(<QueryRenderer<NoticeBoxTestQuery> query={query}>{(data) => <NoticeBox query={data} />}</QueryRenderer>, {
    environment,
  });
}

describe('NoticeBox', () => {
  it("shows the team's heading and text as a labelled box", () => {
    renderNotice({ title: 'Hinweis zur Anmeldung', text: 'Kursplätze können Sie jetzt online anfragen.' });
    const box = screen.getByRole('complementary', { name: 'Hinweis zur Anmeldung' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hinweis zur Anmeldung');
    expect(box).toHaveTextContent('Kursplätze können Sie jetzt online anfragen.');
  });

  it('shows no box at all when there is no notice in the language', () => {
    renderNotice(null);
    expect(screen.queryByTestId('courses-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
