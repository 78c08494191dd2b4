import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import type { CourseFiltersTestQuery } from '../../__generated__/CourseFiltersTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryRenderer, resolveAllOperations } from '../../test/relayMock';
import { CourseFilterPanel } from './CourseFilterPanel';
import { FilterChips } from './FilterChips';
import { useCourseFilters } from './useCourseFilters';

const query = graphql`
  query CourseFiltersTestQuery @relay_test_operation {
    courseFilterOptions {
      ...CourseFilterPanel_options
    }
  }
`;

function FiltersUnderTest() {
  const controls = useCourseFilters();
  return (
    <QueryRenderer<CourseFiltersTestQuery> query={query}>
      {(data) => (
        <>
          <CourseFilterPanel options={data.courseFilterOptions} controls={controls} />
          <FilterChips filters={controls.filters} onRemove={controls.remove} />
        </>
      )}
    </QueryRenderer>
  );
}

function renderFilters(route: string) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, {
    CourseFilterOptions: () => ({
      levels: ['BEGINNER', 'ADVANCED'],
      ageGroups: ['CHILDREN_5_7', 'ADULTS_18_PLUS'],
      courseTypes: ['CHILDREN', 'ADULTS'],
      maxPriceCents: 24900,
    }),
  });
  const view = renderWithProviders(<FiltersUnderTest />, { route, environment });
  // Phones (and jsdom, which matches no min-width query) start with the panel folded away.
  fireEvent.click(screen.getByRole('button', { name: 'Filter anzeigen' }));
  return view;
}

const chipTexts = () => screen.queryAllByTestId(/^filter-chip-/).map((chip) => chip.textContent);

describe('course filters', () => {
  const allFilters = '/courses?age=CHILDREN_5_7&level=BEGINNER&type=CHILDREN&available=1&maxPrice=150&q=kraul';

  it('shows one chip per filter from the URL and counts them', () => {
    renderFilters(allFilters);
    expect(chipTexts()).toEqual([
      'Alter: 5-7 Jahre',
      'Level: Anfänger',
      'Kursart: Kinderschwimmen',
      'Nur verfügbare Kurse',
      'Max. Preis: 150,00\u00a0€',
      'Suche: „kraul“',
    ]);
    expect(screen.getByTestId('filter-count')).toHaveTextContent('6');
    expect(screen.getByTestId('filter-age-group')).toHaveValue('CHILDREN_5_7');
    expect(screen.getByTestId('filter-only-available')).toBeChecked();
    expect(screen.getByTestId('filter-search')).toHaveValue('kraul');
    expect(screen.getByLabelText('Max. Preis: 150,00 €')).toHaveValue('15000');
  });

  it('removes a single filter with its chip', () => {
    const view = renderFilters(allFilters);
    fireEvent.click(within(screen.getByTestId('filter-chip-level')).getByRole('button', { name: 'Filter „Level: Anfänger“ entfernen' }));
    expect(screen.queryByTestId('filter-chip-level')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-count')).toHaveTextContent('5');
    expect(screen.getByTestId('filter-level')).toHaveValue('');
    expect(view.location()).not.toContain('level=');

    fireEvent.click(within(screen.getByTestId('filter-chip-search')).getByRole('button'));
    expect(screen.getByTestId('filter-search')).toHaveValue('');
    expect(view.location()).not.toContain('q=');
  });

  it('resets every filter', () => {
    const view = renderFilters(allFilters);
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(chipTexts()).toEqual([]);
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-reset')).toBeDisabled();
    expect(screen.getByLabelText('Max. Preis: 250,00 €')).toHaveValue('25000');
    expect(view.location()).toBe('/courses');
  });

  it('applies selects at once and the search text on "Kurse anzeigen"', () => {
    const view = renderFilters('/courses');
    expect(chipTexts()).toEqual([]);

    fireEvent.change(screen.getByTestId('filter-age-group'), { target: { value: 'ADULTS_18_PLUS' } });
    expect(chipTexts()).toEqual(['Alter: 18+']);
    expect(view.location()).toBe('/courses?age=ADULTS_18_PLUS');

    fireEvent.change(screen.getByTestId('filter-search'), { target: { value: '  Rettung ' } });
    expect(chipTexts()).toEqual(['Alter: 18+']); // typing alone does not filter yet
    fireEvent.click(screen.getByRole('button', { name: 'Kurse anzeigen' }));
    expect(chipTexts()).toEqual(['Alter: 18+', 'Suche: „Rettung“']);
    expect(view.location()).toBe('/courses?age=ADULTS_18_PLUS&q=Rettung');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('2');
  });

  it('sets a price limit only below the highest price', () => {
    const view = renderFilters('/courses');
    const slider = screen.getByTestId('filter-max-price');
    expect(slider).toHaveAttribute('max', '25000');
    expect(slider).toHaveAttribute('step', '500');

    fireEvent.change(slider, { target: { value: '10000' } });
    fireEvent.pointerUp(slider);
    expect(chipTexts()).toEqual(['Max. Preis: 100,00\u00a0€']);
    expect(view.location()).toBe('/courses?maxPrice=100');

    fireEvent.change(slider, { target: { value: '25000' } });
    fireEvent.keyUp(slider, { key: 'End' });
    expect(chipTexts()).toEqual([]);
  });

  it('ignores values the API would reject', () => {
    renderFilters('/courses?age=TODDLERS&level=&maxPrice=abc');
    expect(chipTexts()).toEqual([]);
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
  });

  it('offers the options from the API, labelled in English when chosen', () => {
    const environment = createMockEnvironment();
    resolveAllOperations(environment, {
      CourseFilterOptions: () => ({ levels: ['PROFESSIONAL'], ageGroups: ['ALL_AGES'], courseTypes: ['LIFESAVING'], maxPriceCents: null }),
    });
    renderWithProviders(<FiltersUnderTest />, { route: '/courses', environment, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const levels = within(screen.getByTestId('filter-level'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(levels).toEqual(['All', 'Professional']);
    expect(within(screen.getByTestId('filter-age-group')).getByRole('option', { name: 'All age groups' })).toBeInTheDocument();
    // No prices yet: the slider falls back to 300 €.
    expect(screen.getByTestId('filter-max-price')).toHaveAttribute('max', '30000');
  });
});
