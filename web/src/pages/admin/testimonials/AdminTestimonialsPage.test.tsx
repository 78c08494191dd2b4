import { fireEvent, screen, within } from '@testing-library/react';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { adminTestimonialsLoader } from './adminTestimonialsLoader';
import { AdminTestimonialsPage } from './AdminTestimonialsPage';

interface TestReview {
  id: string;
  name: string;
  email: string;
  role: string | null;
  courseTitle: string | null;
  rating: number;
  content: string;
  createdAt: string;
  isVisible: boolean;
}

function review(number: number, rating: number, isVisible = false, extra: Partial<TestReview> = {}): TestReview {
  return {
    id: `review-${number}`,
    name: `Sandra M${number}`,
    email: `sandra${number}@example.org`,
    role: 'Mutter von Emma',
    courseTitle: 'Seepferdchen',
    rating,
    content: 'Tolle Trainer, mein Kind schwimmt jetzt.',
    createdAt: '2026-11-29T23:30:00.000Z',
    isVisible,
    ...extra,
  };
}

const great = review(1, 5);
const fair = review(2, 3, false, { courseTitle: null });
const poor = review(3, 2);

const connection = (reviews: TestReview[], { total = reviews.length, hasNextPage = false } = {}) => ({
  TestimonialConnection: () => ({
    totalCount: total,
    edges: reviews.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: reviews.length ? `cursor-${reviews[reviews.length - 1].id}` : null },
  }),
});

async function openReviews(reviews: TestReview[] = [great, fair, poor], { total }: { total?: number } = {}) {
  const view = renderAdminView({
    url: '/admin/testimonials',
    path: 'testimonials',
    loader: adminTestimonialsLoader,
    Component: AdminTestimonialsPage,
  });
  await answerAdminViewer(view.environment);
  await answer(
    view.environment,
    'AdminTestimonialsPageQuery',
    connection(reviews, { total, hasNextPage: total !== undefined && total > reviews.length }),
  );
  return view;
}

const rows = () => screen.queryAllByTestId('review-row');
const row = (name: string) => rows().find((element) => element.getAttribute('data-review-name') === name)!;
const toast = () => screen.getByTestId('toast');

function payload(changed: TestReview, errors: { field: string; code: string; message: string }[] = []) {
  return { TestimonialVisibilityPayload: () => ({ errors, testimonial: changed }) };
}

afterEach(() => jest.restoreAllMocks());

describe('admin reviews view', () => {
  it('lists the pending reviews first: name, course, stars in SPEC colours, text, German date, status', async () => {
    await openReviews();
    expect(screen.getByRole('heading', { level: 1, name: 'Bewertungen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ausstehend' })).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toHaveLength(3);
    const first = row('Sandra M1');
    expect(first).toHaveTextContent('sandra1@example.org');
    expect(first).toHaveTextContent('Seepferdchen');
    expect(first).toHaveTextContent('Tolle Trainer, mein Kind schwimmt jetzt.');
    expect(first).toHaveTextContent('30.11.2026');
    expect(within(first).getByTestId('review-status')).toHaveTextContent('Ausstehend');
    expect(within(first).getByTestId('review-rating')).toHaveTextContent('5 von 5 Sternen');
    expect(
      ['Sandra M1', 'Sandra M2', 'Sandra M3'].map((name) => within(row(name)).getByTestId('review-rating').getAttribute('data-tone')),
    ).toEqual(['success', 'warning', 'danger']);
    expect(row('Sandra M2')).toHaveTextContent('Kein Kurs');
    expect(screen.getByTestId('reviews-count')).toHaveTextContent('3 von 3 Bewertungen');
  });

  it('says so when there are none (docs/SPEC.md §8)', async () => {
    await openReviews([]);
    expect(screen.getByTestId('reviews-empty')).toHaveTextContent('Derzeit sind keine Bewertungen verfügbar.');
  });

  it('switches the filter tab and loads that list from the server', async () => {
    const { environment } = await openReviews();
    fireEvent.click(screen.getByRole('tab', { name: 'Freigegeben' }));
    const refetch = await answer(environment, 'ReviewsPanelPaginationQuery', connection([review(4, 4, true)]));
    expect(refetch.request.variables).toMatchObject({ filter: 'APPROVED' });
    expect(await screen.findByText('Sandra M4')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Freigegeben' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a failed refresh with a retry that asks again', async () => {
    const { environment } = await openReviews();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('reviews-refresh'));
    await fail(environment, 'ReviewsPanelPaginationQuery');
    expect(screen.getByTestId('reviews-error')).toHaveTextContent('Die Bewertungen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(environment, 'ReviewsPanelPaginationQuery', connection([great]));
    expect(await screen.findByTestId('reviews-table')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('approves at once, before the server answers, then says so', async () => {
    const { environment } = await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben: Sandra M1' }));
    const mutation = await whenSent(environment, 'useApproveTestimonialMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'review-1' } });
    expect(within(row('Sandra M1')).getByTestId('review-status')).toHaveTextContent('Freigegeben');
    await answer(environment, 'useApproveTestimonialMutation', payload({ ...great, isVisible: true }));
    expect(within(row('Sandra M1')).getByTestId('review-status')).toHaveTextContent('Freigegeben');
    expect(toast()).toHaveTextContent('Bewertung freigegeben');
  });

  it("rolls a refused approval back, with the server's message", async () => {
    const { environment } = await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben: Sandra M1' }));
    expect(within(row('Sandra M1')).getByTestId('review-status')).toHaveTextContent('Freigegeben');
    await answer(
      environment,
      'useApproveTestimonialMutation',
      payload(great, [{ field: 'id', code: 'TESTIMONIAL_NOT_FOUND', message: 'Diese Bewertung gibt es nicht (mehr).' }]),
    );
    expect(within(row('Sandra M1')).getByTestId('review-status')).toHaveTextContent('Ausstehend');
    expect(toast()).toHaveTextContent('Fehler: Diese Bewertung gibt es nicht (mehr).');
    expect(toast()).toHaveAttribute('role', 'alert');
  });

  it('deletes only after confirming: gone at once, back with the general message when the request fails', async () => {
    const { environment } = await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Sandra M3' }));
    const dialog = screen.getByRole('dialog', { name: 'Bewertung von Sandra M3 löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(pendingNamed(environment, 'useDeleteTestimonialMutation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Sandra M3' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(row('Sandra M3')).toBeUndefined();
    expect(screen.getByTestId('reviews-count')).toHaveTextContent('2 von 2 Bewertungen');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'useDeleteTestimonialMutation');
    expect(row('Sandra M3')).toBeDefined();
    expect(toast()).toHaveTextContent('Fehler: Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
  });

  it('loads the next page with "Weitere laden"', async () => {
    const { environment } = await openReviews([great, fair], { total: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'ReviewsPanelPaginationQuery', connection([poor], { total: 3 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-review-2', filter: 'PENDING' });
    expect(rows()).toHaveLength(3);
  });
});
