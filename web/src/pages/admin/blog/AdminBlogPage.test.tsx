import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, pendingNamed, whenSent } from '../../../test/relayMock';
import { adminBlogLoader } from './adminBlogLoader';
import { AdminBlogPage } from './AdminBlogPage';

interface TestPost {
  id: string;
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: string | null;
  tags: string[];
  imageUrl: string | null;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  /** The texts as written per language: the German ones are the post's, the English ones none unless given. */
  de?: Record<string, unknown>;
  en?: Record<string, unknown>;
}

const post = (number: number, published: boolean, extra: Partial<TestPost> = {}): TestPost =>
  withTexts({
    id: `post-${number}`,
    title: `Artikel ${number}`,
    slug: `artikel-${number}`,
    summary: 'Eine kurze Zusammenfassung.',
    content: 'Ein Inhalt, der lang genug ist, um die Regel von mindestens fünfzig Zeichen zu erfüllen.',
    category: 'Tipps',
    tags: ['Kinder', 'Sicherheit'],
    imageUrl: null,
    published,
    publishedAt: published ? '2026-10-02T10:00:00.000Z' : null,
    createdAt: '2026-09-15T10:00:00.000Z',
    ...extra,
  });

/** The edit form reads `de: texts(language: DE)` and `en: texts(language: EN)`. */
function withTexts(stored: TestPost): TestPost {
  const { title, summary, content, category, tags } = stored;
  return {
    de: { title, summary, content, category, tags },
    en: { title: null, summary: null, content: null, category: null, tags: [] },
    ...stored,
  };
}

const live = post(1, true);
const draft = post(2, false, { category: null, tags: [] });

const connection = (posts: TestPost[], { total = posts.length, hasNextPage = false } = {}) => ({
  BlogPostConnection: () => ({
    totalCount: total,
    edges: posts.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: posts.length ? `cursor-${posts[posts.length - 1].id}` : null },
  }),
});

async function openBlog(
  posts: TestPost[] = [live, draft],
  { url = '/admin/blog', language = 'de' as 'de' | 'en', total }: { url?: string; language?: 'de' | 'en'; total?: number } = {},
) {
  const view = renderAdminView({ url, path: 'blog', loader: adminBlogLoader, Component: AdminBlogPage, language });
  await answerAdminViewer(view.environment);
  const list = await answer(
    view.environment,
    'AdminBlogPageQuery',
    connection(posts, { total, hasNextPage: total !== undefined && total > posts.length }),
  );
  return { ...view, list };
}

const rows = () => screen.queryAllByTestId('blog-row');
const row = (slug: string) => rows().find((element) => element.getAttribute('data-slug') === slug)!;
const toast = () => screen.getByTestId('toast');
const payload = (type: string, blogPost: TestPost | null, errors: { field: string | null; message: string }[] = []) => ({
  [type]: () => ({ blogPost, errors: errors.map((error) => ({ code: 'REQUIRED', ...error })) }),
});

async function choose(slug: string, action: string) {
  fireEvent.click(within(row(slug)).getByRole('button', { name: `Aktionen für ${row(slug).querySelector('strong')!.textContent}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => jest.restoreAllMocks());

describe('admin blog view', () => {
  it('shows five skeleton rows while loading, then title with category and tags, status, and the date by state', async () => {
    const view = renderAdminView({ url: '/admin/blog', path: 'blog', loader: adminBlogLoader, Component: AdminBlogPage });
    await answerAdminViewer(view.environment);
    await whenSent(view.environment, 'AdminBlogPageQuery');
    await waitFor(() => expect(screen.getAllByTestId('blog-skeleton-row')).toHaveLength(5));
    await answer(view.environment, 'AdminBlogPageQuery', connection([live, draft]));

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const first = row('artikel-1');
    expect(first).toHaveTextContent('Artikel 1');
    expect(within(first).getByTestId('blog-category')).toHaveTextContent('Tipps');
    expect(within(first).getByTestId('blog-tags')).toHaveTextContent('KinderSicherheit');
    expect(within(first).getByTestId('blog-status')).toHaveTextContent('Veröffentlicht');
    // Published: the publication date; a draft: when it was written.
    expect(within(first).getByTestId('blog-date')).toHaveTextContent('Veröffentlicht am 02.10.2026');
    expect(within(row('artikel-2')).getByTestId('blog-status')).toHaveTextContent('Entwurf');
    expect(within(row('artikel-2')).getByTestId('blog-date')).toHaveTextContent('Erstellt am 15.09.2026');
    expect(screen.getByTestId('blog-count')).toHaveTextContent('2 von 2 Blog-Posts');
  });

  it('switches tabs and searches through the URL, and loads more', async () => {
    const { environment, list, location } = await openBlog([live], { total: 2 });
    expect(list.request.variables).toEqual({ filter: 'ALL', search: null });
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = await answer(environment, 'BlogPostsTablePaginationQuery', connection([draft], { total: 2 }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-post-1' });
    expect(rows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('link', { name: 'Entwürfe' }));
    await answerAdminViewer(environment);
    const drafts = await answer(environment, 'AdminBlogPageQuery', connection([draft]));
    expect(drafts.request.variables).toEqual({ filter: 'DRAFTS', search: null });
    expect(location()).toBe('/admin/blog?status=drafts');
    expect(screen.getByRole('link', { name: 'Entwürfe' })).toHaveAttribute('aria-current', 'page');

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'kinder' } });
    // Nothing is asked while typing goes on; then the loader runs again.
    expect(pendingNamed(environment, 'adminSessionViewerQuery')).toHaveLength(0);
    await answerAdminViewer(environment);
    const searched = await answer(environment, 'AdminBlogPageQuery', connection([]));
    expect(searched.request.variables).toEqual({ filter: 'DRAFTS', search: 'kinder' });
    expect(location()).toBe('/admin/blog?status=drafts&q=kinder');
    expect(screen.getByTestId('blog-empty')).toHaveTextContent('Keine Blog-Posts gefunden');
  });

  it('shows a failed load with a retry that asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderAdminView({ url: '/admin/blog', path: 'blog', loader: adminBlogLoader, Component: AdminBlogPage });
    await answerAdminViewer(view.environment);
    await fail(view.environment, 'AdminBlogPageQuery');
    expect(await screen.findByTestId('blog-error')).toHaveTextContent('Die Blog-Posts konnten nicht geladen werden.');
    fireEvent.click(screen.getByTestId('retry'));
    await answer(view.environment, 'AdminBlogPageQuery', connection([live]));
    expect(rows()).toHaveLength(1);
  });

  it("publishes with the switch at once, and rolls back with the server's message when refused", async () => {
    const { environment } = await openBlog();
    fireEvent.click(within(row('artikel-2')).getByRole('switch', { name: 'Veröffentlicht: Artikel 2' }));
    const mutation = await whenSent(environment, 'usePublishBlogPostMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'post-2' } });
    // Before the server has answered.
    expect(within(row('artikel-2')).getByTestId('blog-status')).toHaveTextContent('Veröffentlicht');
    await answer(
      environment,
      'usePublishBlogPostMutation',
      payload('PublishBlogPostPayload', null, [{ field: 'id', message: 'Diesen Blog-Post gibt es nicht (mehr).' }]),
    );
    expect(within(row('artikel-2')).getByTestId('blog-status')).toHaveTextContent('Entwurf');
    expect(toast()).toHaveTextContent(
      'Fehler: Der Status des Blog-Posts konnte nicht geändert werden. Diesen Blog-Post gibt es nicht (mehr).',
    );

    await choose('artikel-1', 'Als Entwurf speichern');
    expect(within(row('artikel-1')).getByTestId('blog-status')).toHaveTextContent('Entwurf');
    await answer(environment, 'useUnpublishBlogPostMutation', payload('UnpublishBlogPostPayload', { ...live, published: false }));
    expect(toast()).toHaveTextContent('Als Entwurf gespeichert');
  });

  it('creates a post: the slug follows the title and stays editable, the rules apply before sending', async () => {
    const { environment } = await openBlog();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Blog-Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuer Blog-Post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByTestId('blog-form-required')).toHaveTextContent(
      'Bitte füllen Sie alle Pflichtfelder aus (Titel, Slug, Inhalt, Zusammenfassung).',
    );
    expect(pendingNamed(environment, 'useCreateBlogPostMutation')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Große Übung für Kinder' } });
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('grosse-uebung-fuer-kinder');
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'uebung' } });
    fireEvent.change(within(dialog).getByLabelText('Zusammenfassung'), { target: { value: 'kurz' } });
    fireEvent.change(within(dialog).getByLabelText('Inhalt'), { target: { value: 'x'.repeat(60) } });
    fireEvent.change(within(within(dialog).getByRole('tabpanel', { name: /^Deutsch/ })).getByLabelText(/Schlagwörter/), {
      target: { value: 'Kinder, , Übung ' },
    });
    fireEvent.click(within(dialog).getByLabelText('Sofort veröffentlichen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByTestId('blog-summary-error')).toHaveTextContent('Bitte geben Sie mindestens 10 Zeichen ein.');

    fireEvent.change(within(dialog).getByLabelText('Zusammenfassung'), { target: { value: 'Eine ausreichend lange Zusammenfassung.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const mutation = await whenSent(environment, 'useCreateBlogPostMutation');
    expect(mutation.request.variables.input).toEqual({
      title: 'Große Übung für Kinder',
      slug: 'uebung',
      summary: 'Eine ausreichend lange Zusammenfassung.',
      content: 'x'.repeat(60),
      category: null,
      tags: ['Kinder', 'Übung'],
      imageUrl: null,
      publishImmediately: true,
      // No English texts written: none sent (English pages show the German ones).
      titleEn: null,
      summaryEn: null,
      contentEn: null,
      categoryEn: null,
      tagsEn: [],
    });
    // While saving, the dialog stays open.
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDisabled();
    await answer(
      environment,
      'useCreateBlogPostMutation',
      payload('CreateBlogPostPayload', post(3, true, { title: 'Große Übung für Kinder', slug: 'uebung' })),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows().map((element) => element.getAttribute('data-slug'))).toEqual(['uebung', 'artikel-1', 'artikel-2']);
    expect(screen.getByTestId('blog-count')).toHaveTextContent('3 von 3 Blog-Posts');
    expect(toast()).toHaveTextContent('Blog-Post erstellt');
  });

  it("puts the server's refusal on its field (a taken slug), and opens afresh after closing", async () => {
    const { environment } = await openBlog();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Blog-Post' }));
    let dialog = screen.getByRole('dialog', { name: 'Neuer Blog-Post' });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Artikel 1' } });
    fireEvent.change(within(dialog).getByLabelText('Zusammenfassung'), { target: { value: 'Eine ausreichend lange Zusammenfassung.' } });
    fireEvent.change(within(dialog).getByLabelText('Inhalt'), { target: { value: 'y'.repeat(60) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await answer(
      environment,
      'useCreateBlogPostMutation',
      payload('CreateBlogPostPayload', null, [
        { field: 'slug', message: 'Dieser Slug wird bereits von einem anderen Blog-Post verwendet. Bitte wählen Sie einen anderen.' },
      ]),
    );
    expect(within(dialog).getByTestId('blog-slug-error')).toHaveTextContent(
      'Dieser Slug wird bereits von einem anderen Blog-Post verwendet.',
    );
    expect(toast()).toHaveTextContent('Fehler: Der Blog-Post konnte nicht erstellt werden.');
    // What was typed is not saved: closing asks first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', { name: 'Verwerfen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Blog-Post' }));
    dialog = screen.getByRole('dialog', { name: 'Neuer Blog-Post' });
    expect(within(dialog).getByLabelText('Titel')).toHaveValue('');
  });

  it('edits a post with its values and "Veröffentlicht", and deletes after asking', async () => {
    const { environment } = await openBlog();
    await choose('artikel-2', 'Bearbeiten');
    const dialog = screen.getByRole('dialog', { name: 'Blog-Post bearbeiten' });
    expect(within(dialog).getByLabelText('Titel')).toHaveValue('Artikel 2');
    expect(within(dialog).getByLabelText('Veröffentlicht')).not.toBeChecked();
    fireEvent.click(within(dialog).getByLabelText('Veröffentlicht'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const update = await whenSent(environment, 'useUpdateBlogPostMutation');
    expect(update.request.variables.input).toMatchObject({
      id: 'post-2',
      title: 'Artikel 2',
      slug: 'artikel-2',
      published: true,
      tags: [],
    });
    await answer(
      environment,
      'useUpdateBlogPostMutation',
      payload('UpdateBlogPostPayload', { ...draft, published: true, publishedAt: '2026-11-01T10:00:00.000Z' }),
    );
    expect(toast()).toHaveTextContent('Blog-Post aktualisiert');
    expect(within(row('artikel-2')).getByTestId('blog-status')).toHaveTextContent('Veröffentlicht');

    await choose('artikel-1', 'Löschen');
    const confirm = screen.getByRole('dialog', { name: 'Blog-Post löschen?' });
    expect(confirm).toHaveTextContent('Diese Aktion kann nicht rückgängig gemacht werden.');
    fireEvent.click(within(confirm).getByTestId('confirm-dialog-confirm'));
    const removal = await whenSent(environment, 'useDeleteBlogPostMutation');
    expect(removal.request.variables).toEqual({ input: { id: 'post-1' } });
    await answer(environment, 'useDeleteBlogPostMutation', { DeleteBlogPostPayload: () => ({ deletedBlogPostId: 'post-1', errors: [] }) });
    expect(rows().map((element) => element.getAttribute('data-slug'))).toEqual(['artikel-2']);
    expect(toast()).toHaveTextContent('Blog-Post gelöscht');
  });

  it('speaks English', async () => {
    await openBlog([live, draft], { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(within(row('artikel-2')).getByTestId('blog-status')).toHaveTextContent('Draft');
    expect(within(row('artikel-1')).getByTestId('blog-date')).toHaveTextContent('Published on 02/10/2026');
    expect(screen.getByRole('link', { name: 'Drafts' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New blog post' }));
    expect(screen.getByRole('dialog', { name: 'New blog post' })).toHaveTextContent('Publish immediately');
  });
});
