import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../../../AppProviders';
import type { Language } from '../../../i18n/languageChoice';
import { answer, fail, operationName, pending } from '../../../test/relayMock';
import { adminCoursesLoader } from './adminCoursesLoader';
import { AdminCoursesPage } from './AdminCoursesPage';

// jsdom has no Fetch API `Request`, which react-router's data routers build for each navigation's loaders (url,
// method and abort signal are all they read here); the browser tests run the real one.
if (typeof globalThis.Request === 'undefined') {
  class LoaderRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: LoaderRequest });
}

/** A course as `adminCourses` and `adminCourse` answer it. */
const course = (databaseId: number, extra: Record<string, unknown> = {}) => ({
  id: `Q291cnNlOj${databaseId}`,
  databaseId,
  title: `Kurs ${databaseId}`,
  description: 'Beschreibung des Kurses.',
  courseType: 'CHILDREN',
  level: 'BEGINNER',
  ageGroup: 'CHILDREN_5_7',
  startDate: '2026-12-05',
  endDate: '2027-01-23',
  schedule: 'Samstags',
  time: '12:15-13:00',
  duration: '8 Einheiten à 45 Minuten',
  location: 'Hallenbad Gersthofen',
  availableSlots: 8,
  totalSlots: 10,
  priceCents: 16000,
  isActive: true,
  cancelledAt: null,
  ended: false,
  minParticipants: null,
  notes: null,
  specialRequirements: null,
  cancellationPolicy: null,
  auditTrail: [],
  ...extra,
});

type TestCourse = ReturnType<typeof course>;

/** The edit query's texts per language (`texts(language:)`): the course's German ones, and English ones given per test. */
const textsOf =
  (stored: TestCourse, english: Record<string, string> = {}) =>
  (context: { alias?: string | null }) => {
    const names = [
      'title',
      'description',
      'schedule',
      'duration',
      'location',
      'notes',
      'specialRequirements',
      'cancellationPolicy',
    ] as const;
    if (context.alias === 'en') return Object.fromEntries(names.map((name) => [name, english[name] ?? null]));
    return Object.fromEntries(names.map((name) => [name, stored[name]]));
  };

const seepferdchen = course(12, { title: 'Seepferdchen-Kurs' });
const kraul = course(14, {
  title: 'Kraulkurs für Erwachsene',
  level: 'ADVANCED',
  ageGroup: 'ADULTS_18_PLUS',
  courseType: 'ADULTS',
  availableSlots: 0,
  totalSlots: 6,
  priceCents: 19050,
  isActive: false,
});

const connectionOf = (courses: TestCourse[], hasNextPage = false) => ({
  totalCount: courses.length + (hasNextPage ? 1 : 0),
  edges: courses.map((node) => ({ cursor: `cursor-${node.databaseId}`, node })),
  pageInfo: {
    hasNextPage,
    endCursor: courses.length ? `cursor-${courses[courses.length - 1].databaseId}` : null,
    hasPreviousPage: false,
    startCursor: null,
  },
});

const viewer = { Query: () => ({ viewer: { id: 'VXNlcjox', username: 'admin', role: 'ADMIN' } }) };

/** /admin/courses with the real loader, whose queries go to the mock environment (the router's context, as on the server). */
async function openCourses({ route = '/admin/courses', language = 'de' as Language } = {}) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [{ path: '/admin/courses', loader: adminCoursesLoader, Component: AdminCoursesPage, hydrateFallbackElement: <span /> }],
    {
      initialEntries: [route],
      getContext: (() => ({ environment })) as never,
    },
  );
  const view = render(
    <AppProviders environment={environment as unknown as Environment} language={language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await answerViewer(environment);
  return { ...view, environment, router };
}

/** The layout's and loaders' question who is signed in, answered: an admin. */
async function answerViewer(environment: MockEnvironment) {
  await waitFor(() => pending(environment, 'adminSessionViewerQuery'));
  await answer(environment, 'adminSessionViewerQuery', viewer);
  await waitFor(() => pending(environment, 'AdminCoursesPageQuery'));
}

async function answerList(environment: MockEnvironment, courses: TestCourse[], hasNextPage = false) {
  await answer(environment, 'AdminCoursesPageQuery', { Query: () => ({ adminCourses: connectionOf(courses, hasNextPage) }) });
}

const rows = () => screen.getAllByTestId('admin-course-row');
const rowOf = (title: string) => rows().find((row) => within(row).queryByText(title))!;

/** Answers the pending mutation with this name with exactly this response (no generated extras). */
async function respond(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const operation = pending(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

describe('/admin/courses', () => {
  it('shows skeleton rows while loading, then the docs/SPEC.md §2 columns, and loads more on request', async () => {
    const { environment } = await openCourses();
    expect(screen.getByTestId('admin-courses-skeleton').querySelectorAll('tr')).toHaveLength(5);
    await answerList(environment, [seepferdchen, kraul], true);

    const table = screen.getByRole('region', { name: 'Kursliste' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Titel', 'Niveau', 'Altersgruppe', 'Plätze frei / gesamt', 'Preis', 'Status', 'Aktionen']);
    const first = within(rowOf('Seepferdchen-Kurs'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first.slice(0, 6)).toEqual([
      '12',
      'Seepferdchen-Kurs05.12.2026 – 23.01.2027',
      'Anfänger',
      '5-7 Jahre',
      '8 / 108 von 10 Plätzen frei',
      '160,00\u00a0€',
    ]);
    expect(within(rowOf('Seepferdchen-Kurs')).getByTestId('course-status')).toHaveTextContent('Aktiv');
    const second = within(rowOf('Kraulkurs für Erwachsene'));
    expect(second.getByText('0 / 6')).toBeInTheDocument();
    expect(second.getByText('190,50 €')).toBeInTheDocument();
    expect(second.getByTestId('course-status')).toHaveTextContent('Inaktiv');
    expect(second.getByRole('switch', { name: 'Kraulkurs für Erwachsene' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' })).toHaveTextContent('Bearbeiten');
    expect(screen.getByTestId('admin-courses-count')).toHaveTextContent('3 Kurse');

    fireEvent.click(screen.getByRole('button', { name: 'Weitere Kurse laden' }));
    const next = pending(environment, 'AdminCourseTablePaginationQuery');
    expect(next.request.variables).toMatchObject({ cursor: 'cursor-14', count: 20, search: null });
    await answer(environment, 'AdminCourseTablePaginationQuery', {
      Query: () => ({ adminCourses: connectionOf([course(15, { title: 'Aquafitness' })]) }),
    });
    expect(rows().map((row) => row.querySelector('td.title .name')?.textContent)).toEqual([
      'Seepferdchen-Kurs',
      'Kraulkurs für Erwachsene',
      'Aquafitness',
    ]);
    expect(screen.queryByRole('button', { name: 'Weitere Kurse laden' })).not.toBeInTheDocument();
  });

  it('shows each course\'s first and last day, and an ended course as "Beendet" without "Absagen" (English: "Ended")', async () => {
    for (const language of ['de', 'en'] as const) {
      const { environment, unmount } = await openCourses({ language });
      const over = course(20, { title: 'Herbstkurs', startDate: '2025-09-01', endDate: '2025-10-20', ended: true });
      await answerList(environment, [seepferdchen, over]);
      const ended = within(rowOf('Herbstkurs'));
      const running = within(rowOf('Seepferdchen-Kurs'));
      expect([ended.getByTestId('course-dates').textContent, running.getByTestId('course-dates').textContent]).toEqual(
        language === 'de' ? ['01.09.2025 – 20.10.2025', '05.12.2026 – 23.01.2027'] : ['01/09/2025 – 20/10/2025', '05/12/2026 – 23/01/2027'],
      );
      expect([ended.getByTestId('course-status').textContent, running.getByTestId('course-status').textContent]).toEqual(
        language === 'de' ? ['Beendet', 'Aktiv'] : ['Ended', 'Active'],
      );
      expect([ended.queryByTestId('course-cancel'), running.queryByTestId('course-cancel')?.textContent]).toEqual([
        null,
        language === 'de' ? 'Absagen' : 'Cancel course',
      ]);
      unmount();
    }
  });

  it('says when there are no courses (docs/SPEC.md §8), in English too', async () => {
    const { environment } = await openCourses({ language: 'en' });
    await answerList(environment, []);
    expect(screen.getByTestId('admin-courses-empty')).toHaveTextContent('No courses found');
  });

  it('searches after a pause in typing, with ?q= in the URL, and says when nothing matches', async () => {
    const { environment, router } = await openCourses();
    await answerList(environment, [seepferdchen, kraul]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Kurse durchsuchen' }), { target: { value: 'Krau' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Kurse durchsuchen' }), { target: { value: 'Kraulkurs  ' } });
    // One search for what was typed once typing paused, not one per key.
    await answerViewer(environment);
    await waitFor(() => expect(router.state.location.search).toBe('?q=Kraulkurs'));
    expect(pending(environment, 'AdminCoursesPageQuery').request.variables).toEqual({ search: 'Kraulkurs' });
    expect(environment.mock.getAllOperations().filter((operation) => operationName(operation) === 'AdminCoursesPageQuery')).toHaveLength(1);
    await answerList(environment, []);
    await waitFor(() =>
      expect(screen.getByTestId('admin-courses-empty')).toHaveTextContent('Keine Kurse gefunden, die zu „Kraulkurs“ passen.'),
    );
  });

  it('shows an error with a retry when the list fails to load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { environment } = await openCourses();
      await fail(environment, 'AdminCoursesPageQuery', new Error('Failed to fetch'));
      expect(screen.getByRole('alert')).toHaveTextContent('Die Kurse konnten nicht geladen werden.');
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      await answerViewer(environment);
      await answerList(environment, [seepferdchen]);
      await waitFor(() => expect(rows()).toHaveLength(1));
    } finally {
      consoleError.mockRestore();
    }
  });

  describe('the active switch', () => {
    it('switches at once (optimistic) and keeps the state the server confirms', async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen, kraul]);
      const toggle = screen.getByRole('switch', { name: 'Seepferdchen-Kurs' });
      fireEvent.click(toggle);
      expect(pending(environment, 'useSetCourseActiveMutation').request.variables).toEqual({
        input: { id: seepferdchen.id, isActive: false },
      });
      // Before the server answers.
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(within(rowOf('Seepferdchen-Kurs')).getByTestId('course-status')).toHaveTextContent('Inaktiv');
      await respond(environment, 'useSetCourseActiveMutation', {
        setCourseActive: { course: { id: seepferdchen.id, isActive: false }, errors: [] },
      });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    });

    it("goes back with the server's message when the change is refused", async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen, kraul]);
      const toggle = screen.getByRole('switch', { name: 'Kraulkurs für Erwachsene' });
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      await respond(environment, 'useSetCourseActiveMutation', {
        setCourseActive: {
          course: null,
          errors: [{ field: 'id', code: 'COURSE_NOT_FOUND', message: 'Diesen Kurs gibt es nicht (mehr).' }],
        },
      });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(within(rowOf('Kraulkurs für Erwachsene')).getByTestId('course-status')).toHaveTextContent('Inaktiv');
      expect(screen.getByTestId('toast')).toHaveTextContent('Diesen Kurs gibt es nicht (mehr).');
      expect(screen.getByTestId('toast')).toHaveAttribute('role', 'alert');
    });

    it('goes back with a translated message when the request fails', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { environment } = await openCourses({ language: 'en' });
        await answerList(environment, [seepferdchen]);
        const toggle = screen.getByRole('switch', { name: 'Seepferdchen-Kurs' });
        fireEvent.click(toggle);
        expect(toggle).toHaveAttribute('aria-checked', 'false');
        await fail(environment, 'useSetCourseActiveMutation', new TypeError('Failed to fetch'));
        expect(toggle).toHaveAttribute('aria-checked', 'true');
        expect(screen.getByTestId('toast')).toHaveTextContent('The course could not be switched. Please try again.');
      } finally {
        consoleError.mockRestore();
      }
    });
  });

  describe('delete', () => {
    it('deletes after confirmation and takes the row out', async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen, kraul]);
      fireEvent.click(screen.getByRole('button', { name: 'Löschen: Kraulkurs für Erwachsene' }));
      const dialog = screen.getByRole('dialog', { name: 'Kurs löschen?' });
      expect(dialog).toHaveTextContent(
        '„Kraulkurs für Erwachsene“ wird endgültig gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
      const operation = pending(environment, 'useDeleteCourseMutation');
      expect(operation.request.variables).toEqual({ input: { id: kraul.id } });
      // While deleting, the dialog cannot be closed.
      expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Wird gelöscht …' })).toBeDisabled();
      await respond(environment, 'useDeleteCourseMutation', { deleteCourse: { deletedCourseId: kraul.id, errors: [] } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rows()).toHaveLength(1);
      expect(screen.getByTestId('toast')).toHaveTextContent('Erfolgreich gelöscht');
    });

    it('shows the refusal of a course with orders and deactivates it instead on request', async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen, kraul]);
      fireEvent.click(screen.getByRole('button', { name: 'Löschen: Seepferdchen-Kurs' }));
      const dialog = screen.getByRole('dialog', { name: 'Kurs löschen?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
      const message =
        'Dieser Kurs kann nicht gelöscht werden, weil es Bestellungen, Anfragen oder reservierte Plätze dafür gibt. Deaktivieren Sie ihn stattdessen.';
      await respond(environment, 'useDeleteCourseMutation', {
        deleteCourse: { deletedCourseId: null, errors: [{ field: 'id', code: 'COURSE_HAS_ORDERS', message }] },
      });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(rows()).toHaveLength(2);
      expect(within(dialog).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Stattdessen deaktivieren' }));
      expect(pending(environment, 'useSetCourseActiveMutation').request.variables).toEqual({
        input: { id: seepferdchen.id, isActive: false },
      });
      expect(screen.getByRole('switch', { name: 'Seepferdchen-Kurs', hidden: true })).toHaveAttribute('aria-checked', 'false');
      await respond(environment, 'useSetCourseActiveMutation', {
        setCourseActive: { course: { id: seepferdchen.id, isActive: false }, errors: [] },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('toast')).toHaveTextContent('Kurs deaktiviert: Seepferdchen-Kurs');
      expect(within(rowOf('Seepferdchen-Kurs')).getByTestId('course-status')).toHaveTextContent('Inaktiv');
    });
  });

  it('duplicates after saying what the copy is, puts it on top and opens it for editing', async () => {
    const { environment } = await openCourses();
    await answerList(environment, [seepferdchen, kraul]);
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren: Seepferdchen-Kurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Kurs kopieren?' });
    expect(dialog).toHaveTextContent('„(Kopie)“');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopie anlegen' }));
    const copy = course(20, { title: 'Seepferdchen-Kurs (Kopie)', isActive: false, availableSlots: 10 });
    await respond(environment, 'useDuplicateCourseMutation', {
      duplicateCourse: { course: { ...copy, __typename: 'Course' }, errors: [] },
    });
    expect(rows()[0]).toHaveTextContent('Seepferdchen-Kurs (Kopie)');
    expect(within(rows()[0]).getByTestId('course-status')).toHaveTextContent('Inaktiv');
    expect(screen.getByRole('dialog', { name: 'Kurs bearbeiten: Seepferdchen-Kurs (Kopie)' })).toBeInTheDocument();
    expect(pending(environment, 'CourseFormDialogQuery').request.variables).toEqual({ id: copy.id });
  });

  describe('the course form', () => {
    async function openCreate(language: Language = 'de') {
      const opened = await openCourses({ language });
      await answerList(opened.environment, [seepferdchen]);
      fireEvent.click(screen.getByTestId('admin-courses-new'));
      return { ...opened, dialog: screen.getByTestId('course-create-dialog') };
    }

    const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
    const field = (id: string) => screen.getByTestId(`course-${id}`) as HTMLInputElement;
    const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
    /** What a course on offer needs besides the first tab (the shared rules): a start date and a price. */
    const giveDateAndPrice = () => {
      fireEvent.click(tab(/^(Termine|Schedule)/));
      type('startDate', '2027-02-01');
      fireEvent.click(tab(/^(Plätze und Preis|Capacity and price)/));
      type('price', '120');
      fireEvent.click(tab(/^(Grunddaten|Basic information)/));
    };

    it('has four tabs with docs/SPEC.md §5 defaults and placeholders, usable by keyboard', async () => {
      const { dialog } = await openCreate();
      expect(within(dialog).getByRole('heading', { name: 'Neuer Kurs' })).toBeInTheDocument();
      const tabs = within(within(dialog).getByRole('tablist', { name: 'Kursangaben' })).getAllByRole('tab');
      expect(tabs.map((element) => element.textContent)).toEqual(['Grunddaten', 'Termine', 'Plätze und Preis', 'Weitere Angaben']);
      // Each text group has a tab per language.
      expect(
        within(screen.getByRole('tabpanel', { name: 'Grunddaten' }))
          .getAllByRole('tab')
          .map((element) => element.textContent),
      ).toEqual(['Deutsch', 'English']);
      expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
      expect(tabs.map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
      expect(screen.getByRole('tabpanel', { name: 'Grunddaten' })).toBeVisible();
      expect(field('level')).toHaveDisplayValue('Anfänger');
      expect(field('ageGroup')).toHaveDisplayValue('5-7 Jahre');
      expect(field('courseType')).toHaveValue('');

      fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
      expect(tab('Termine')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Termine')).toHaveFocus();
      expect(field('time')).toHaveAttribute('placeholder', 'z. B. 12:15-13:00');
      expect(field('duration')).toHaveAttribute('placeholder', 'z. B. 4 Einheiten à 45 Minuten');
      fireEvent.keyDown(tab('Termine'), { key: 'End' });
      expect(tab('Weitere Angaben')).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(tab('Weitere Angaben'), { key: 'ArrowRight' });
      expect(tab('Grunddaten')).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(tab('Grunddaten'), { key: 'ArrowLeft' });
      fireEvent.keyDown(tab('Weitere Angaben'), { key: 'ArrowLeft' });
      expect(tab('Plätze und Preis')).toHaveAttribute('aria-selected', 'true');
      expect(field('totalSlots')).toHaveValue(10);
      expect(field('availableSlots')).toHaveValue(10);
      expect(field('price')).toHaveValue('0');
      expect(field('isActive')).toBeChecked();
      // Free places follow the total while they were equal (Formik checks the new values in a promise: inside act).
      await act(async () => type('totalSlots', '12'));
      expect(field('availableSlots')).toHaveValue(12);
    });

    it('closes at once while nothing was typed; with unsaved changes Escape, × and "Abbrechen" first ask whether to discard them', async () => {
      await openCreate();
      fireEvent.click(within(screen.getByTestId('course-create-dialog')).getByRole('button', { name: 'Abbrechen' }));
      expect(screen.queryByTestId('course-create-dialog')).not.toBeInTheDocument();

      fireEvent.click(screen.getByTestId('admin-courses-new'));
      const dialog = screen.getByTestId('course-create-dialog');
      type('title', 'Kraulen für Eltern');
      // Escape: the browser asks the dialog to close (its `cancel` event).
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
      const ask = screen.getByRole('dialog', { name: 'Änderungen verwerfen?' });
      expect(ask).toHaveTextContent('Sie haben Änderungen eingegeben, die noch nicht gespeichert sind.');
      expect(within(ask).getByRole('button', { name: 'Weiter bearbeiten' })).toHaveFocus();
      // Escape on the question goes back to the form, not out of it.
      fireEvent(ask, new Event('cancel', { cancelable: true }));
      expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument();
      expect(screen.getByTestId('course-create-dialog')).toBeInTheDocument();
      expect(field('title')).toHaveValue('Kraulen für Eltern');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', { name: 'Weiter bearbeiten' }),
      );
      expect(field('title')).toHaveValue('Kraulen für Eltern');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', { name: 'Verwerfen' }));
      expect(screen.queryByTestId('course-create-dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('checks with the shared rules before sending, marks the tabs with errors and shows the first', async () => {
      const { environment } = await openCreate();
      fireEvent.click(tab('Plätze und Preis'));
      type('price', '12,505');
      fireEvent.click(screen.getByRole('button', { name: 'Kurs anlegen' }));
      await waitFor(() => expect(tab('Grunddaten (enthält Fehler)')).toHaveAttribute('aria-selected', 'true'));
      expect(tab('Plätze und Preis (enthält Fehler)')).toHaveAttribute('data-invalid', 'true');
      // The form starts "active" (docs/SPEC.md §5): a course on offer needs its start date.
      expect(tab('Termine (enthält Fehler)')).toHaveAttribute('data-invalid', 'true');
      expect(tab('Weitere Angaben')).not.toHaveAttribute('data-invalid');
      expect(field('title')).toHaveFocus();
      expect(screen.getByTestId('course-title-error')).toHaveTextContent('Dieses Feld ist erforderlich.');
      expect(screen.getByTestId('course-courseType-error')).toHaveTextContent('Dieses Feld ist erforderlich.');
      expect(screen.getByTestId('course-price-error')).toHaveTextContent('Bitte geben Sie höchstens zwei Nachkommastellen ein.');
      expect(screen.getByTestId('course-startDate-error')).toHaveTextContent(
        'Ein Kurs, der angeboten wird, braucht ein Startdatum. Tragen Sie es ein oder speichern Sie den Kurs als nicht aktiv.',
      );
      // Unticked, the course is a draft that may wait for its dates.
      fireEvent.click(tab(/^Plätze und Preis/));
      type('price', '0');
      await act(async () => fireEvent.click(field('isActive')));
      fireEvent.click(screen.getByRole('button', { name: 'Kurs anlegen' }));
      await waitFor(() => expect(tab('Termine')).not.toHaveAttribute('data-invalid'));
      expect(tab('Plätze und Preis')).not.toHaveAttribute('data-invalid');
      expect(environment.mock.getAllOperations().map(operationName)).not.toContain('useCreateCourseMutation');
    });

    it('sends the price in cents, exactly, and adds the new course on top', async () => {
      const { environment } = await openCreate();
      type('title', '  Aquafitness ');
      type('description', 'Fit im Wasser.');
      fireEvent.change(field('courseType'), { target: { value: 'ADULTS' } });
      fireEvent.click(tab('Termine'));
      type('startDate', '2027-02-01');
      type('time', '18:00-18:45');
      // The English title, in the English tab of the first tab's texts.
      fireEvent.click(tab('Grunddaten'));
      fireEvent.click(within(screen.getByRole('tabpanel', { name: 'Grunddaten' })).getByRole('tab', { name: 'English' }));
      type('titleEn', ' Aqua fitness ');
      fireEvent.click(tab('Termine'));
      fireEvent.click(tab('Plätze und Preis'));
      type('price', '12.50');
      fireEvent.click(screen.getByRole('button', { name: 'Kurs anlegen' }));
      await waitFor(() => pending(environment, 'useCreateCourseMutation'));
      const operation = pending(environment, 'useCreateCourseMutation');
      expect(operation.request.variables.input).toEqual({
        title: 'Aquafitness',
        description: 'Fit im Wasser.',
        courseType: 'ADULTS',
        level: 'BEGINNER',
        ageGroup: 'CHILDREN_5_7',
        startDate: '2027-02-01',
        endDate: null,
        schedule: null,
        time: '18:00-18:45',
        duration: null,
        totalSlots: 10,
        availableSlots: 10,
        minParticipants: null,
        priceCents: 1250,
        isActive: true,
        location: null,
        notes: null,
        specialRequirements: null,
        cancellationPolicy: null,
        whatToBring: null,
        titleEn: 'Aqua fitness',
        descriptionEn: null,
        scheduleEn: null,
        durationEn: null,
        locationEn: null,
        notesEn: null,
        specialRequirementsEn: null,
        cancellationPolicyEn: null,
        whatToBringEn: null,
      });
      // Saving: the dialog stays open.
      expect(screen.getByRole('button', { name: 'Schließen' })).toBeDisabled();
      const created = course(30, { title: 'Aquafitness', priceCents: 1250 });
      await respond(environment, 'useCreateCourseMutation', { createCourse: { course: { ...created, __typename: 'Course' }, errors: [] } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rows()[0]).toHaveTextContent('Aquafitness');
      expect(rows()[0]).toHaveTextContent('12,50 €');
      expect(screen.getByTestId('toast')).toHaveTextContent('Kurs angelegt: Aquafitness');
    });

    it("shows the server's refusals at their fields, marks their tabs and says 'Error creating course' (docs/SPEC.md §8)", async () => {
      const { environment } = await openCreate('en');
      type('title', 'Aquafitness');
      type('description', 'Fit im Wasser.');
      fireEvent.change(field('courseType'), { target: { value: 'ADULTS' } });
      giveDateAndPrice();
      fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
      await waitFor(() => pending(environment, 'useCreateCourseMutation'));
      await respond(environment, 'useCreateCourseMutation', {
        createCourse: {
          course: null,
          errors: [
            { field: 'endDate', code: 'OUT_OF_RANGE', message: 'The end date must not be before the start date.' },
            { field: 'priceCents', code: 'OUT_OF_RANGE', message: 'Please enter a price of at most €10,000.' },
          ],
        },
      });
      const alert = screen.getByTestId('course-form-error');
      expect(alert).toHaveTextContent('Error creating course');
      expect(alert).toHaveTextContent('Please check the marked fields.');
      expect(tab('Schedule (has errors)')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Capacity and price (has errors)')).toHaveAttribute('data-invalid', 'true');
      expect(tab('Basic information')).not.toHaveAttribute('data-invalid');
      expect(field('endDate')).toHaveFocus();
      expect(screen.getByTestId('course-endDate-error')).toHaveTextContent('The end date must not be before the start date.');
      expect(screen.getByTestId('course-price-error')).toHaveTextContent('Please enter a price of at most €10,000.');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      // They stay while their fields stay as refused (Formik validates again on leaving a field) and go once changed.
      fireEvent.blur(field('endDate'));
      fireEvent.click(tab(/Capacity and price/));
      type('price', '100');
      await waitFor(() => expect(screen.queryByTestId('course-price-error')).not.toBeInTheDocument());
      expect(screen.getByTestId('course-endDate-error')).toHaveTextContent('The end date must not be before the start date.');
      expect(tab('Capacity and price')).not.toHaveAttribute('data-invalid');
    });

    it("says 'Unknown error' when the server gives no reason", async () => {
      const { environment } = await openCreate();
      type('title', 'Aquafitness');
      type('description', 'Fit im Wasser.');
      fireEvent.change(field('courseType'), { target: { value: 'ADULTS' } });
      giveDateAndPrice();
      fireEvent.click(screen.getByRole('button', { name: 'Kurs anlegen' }));
      await waitFor(() => pending(environment, 'useCreateCourseMutation'));
      await respond(environment, 'useCreateCourseMutation', { createCourse: { course: null, errors: [] } });
      expect(screen.getByTestId('course-form-error')).toHaveTextContent('Fehler beim Erstellen des Kurses');
      expect(screen.getByTestId('course-form-error')).toHaveTextContent('Der Kurs konnte nicht gespeichert werden.');
    });

    it('edits: loads the course afresh, sends only the changed fields and shows the history', async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen]);
      fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' }));
      const dialog = screen.getByRole('dialog', { name: 'Kurs bearbeiten: Seepferdchen-Kurs' });
      expect(within(dialog).getByTestId('course-edit-loading')).toBeInTheDocument();
      expect(pending(environment, 'CourseFormDialogQuery').request.variables).toEqual({ id: seepferdchen.id });
      await answer(environment, 'CourseFormDialogQuery', {
        CourseTexts: textsOf(seepferdchen, { title: 'Seahorse course' }),
        Course: () => ({
          ...seepferdchen,
          priceCents: 16050,
          auditTrail: [
            {
              action: 'UPDATED',
              at: '2026-11-30T13:35:00.000Z',
              actor: 'admin',
              before: { priceCents: 15000, isActive: false },
              after: { priceCents: 16050, isActive: true },
            },
            {
              action: 'CREATED',
              at: '2026-11-01T09:00:00.000Z',
              actor: null,
              before: null,
              after: { title: 'Seepferdchen-Kurs', level: 'BEGINNER' },
            },
          ],
        }),
      });
      expect(
        within(within(dialog).getByRole('tablist', { name: 'Kursangaben' }))
          .getAllByRole('tab')
          .map((element) => element.textContent),
      ).toEqual(['Grunddaten', 'Termine', 'Plätze und Preis', 'Weitere Angaben', 'Trainer', 'Verlauf']);
      expect(field('title')).toHaveValue('Seepferdchen-Kurs');
      expect(field('titleEn')).toHaveValue('Seahorse course');

      fireEvent.click(tab('Verlauf'));
      const events = screen.getAllByTestId('course-history-event');
      expect(events[0]).toHaveTextContent('Geändert');
      expect(events[0]).toHaveTextContent('admin');
      expect(events[0]).toHaveTextContent('30.11.2026, 14:35');
      expect(
        within(events[0])
          .getAllByTestId('course-history-change')
          .map((change) => change.textContent),
      ).toEqual(['Preis in Euro: 150,00\u00a0€ → 160,50\u00a0€', 'Aktiv: Nein → Ja']);
      expect(events[1]).toHaveTextContent('Angelegt');
      expect(events[1]).toHaveTextContent('gelöschtes Konto');

      fireEvent.click(tab('Plätze und Preis'));
      expect(field('price')).toHaveValue('160,50');
      expect(screen.queryByTestId('course-availableSlots')).not.toBeInTheDocument();
      expect(screen.getByTestId('course-free-places')).toHaveTextContent('Frei: 8 von 10 Plätzen (2 gebucht oder reserviert)');
      // Fewer places than are taken: refused before sending, on the total.
      type('totalSlots', '1');
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(screen.getByTestId('course-totalSlots-error')).toHaveTextContent(
          'Für diesen Kurs sind bereits 2 Plätze gebucht oder reserviert.',
        ),
      );
      type('totalSlots', '12');
      type('price', '19.90');
      fireEvent.click(tab('Grunddaten'));
      type('title', 'Seepferdchen-Kurs Dezember');
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => pending(environment, 'useUpdateCourseMutation'));
      expect(pending(environment, 'useUpdateCourseMutation').request.variables).toEqual({
        input: { id: seepferdchen.id, title: 'Seepferdchen-Kurs Dezember', totalSlots: 12, priceCents: 1990 },
      });
      await answer(environment, 'useUpdateCourseMutation', {
        UpdateCoursePayload: () => ({ errors: [] }),
        Course: () => ({ ...seepferdchen, title: 'Seepferdchen-Kurs Dezember', totalSlots: 12, availableSlots: 10, priceCents: 1990 }),
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rows()[0]).toHaveTextContent('Seepferdchen-Kurs Dezember');
      expect(rows()[0]).toHaveTextContent('10 / 12');
      expect(rows()[0]).toHaveTextContent('19,90 €');
      expect(screen.getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert');
    });

    it('says when the course could not be loaded for editing, and asks again on request', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { environment } = await openCourses();
        await answerList(environment, [seepferdchen]);
        fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' }));
        await fail(environment, 'CourseFormDialogQuery', new TypeError('Failed to fetch'));
        const dialog = screen.getByRole('dialog', { name: 'Kurs bearbeiten: Seepferdchen-Kurs' });
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Der Kurs konnte nicht geladen werden.');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
        await answer(environment, 'CourseFormDialogQuery', { CourseTexts: textsOf(seepferdchen), Course: () => seepferdchen });
        expect(field('title')).toHaveValue('Seepferdchen-Kurs');
      } finally {
        consoleError.mockRestore();
      }
    });

    it('keeps the dialog and what was typed when the Trainer tab cannot be loaded, and loads it again on request', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { environment } = await openCourses();
        await answerList(environment, [seepferdchen]);
        fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' }));
        await answer(environment, 'CourseFormDialogQuery', { CourseTexts: textsOf(seepferdchen), Course: () => seepferdchen });
        type('title', 'Seepferdchen-Kurs Januar');
        fireEvent.click(tab('Trainer'));
        // Refused (a role without the right, or the network): the tab says so, the dialog stays.
        await fail(environment, 'CourseTrainersPanelQuery', new Error('Forbidden'));
        const dialog = screen.getByRole('dialog', { name: 'Kurs bearbeiten: Seepferdchen-Kurs' });
        expect(within(dialog).getByTestId('course-trainers-error')).toHaveTextContent('Die Trainer konnten nicht geladen werden.');
        expect(within(dialog).queryByTestId('course-edit-load-error')).not.toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
        await answer(environment, 'CourseTrainersPanelQuery', {
          Query: () => ({ trainerAccounts: [{ databaseId: 7, username: 'trainerin-tina' }], courseTrainers: [] }),
        });
        expect(within(dialog).getByLabelText('trainerin-tina')).not.toBeChecked();
        fireEvent.click(tab('Grunddaten'));
        expect(field('title')).toHaveValue('Seepferdchen-Kurs Januar');
      } finally {
        consoleError.mockRestore();
      }
    });

    it("saves the course's trainers on their own, or says why not", async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen]);
      fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' }));
      await answer(environment, 'CourseFormDialogQuery', { CourseTexts: textsOf(seepferdchen), Course: () => seepferdchen });
      fireEvent.click(tab('Trainer'));
      await answer(environment, 'CourseTrainersPanelQuery', {
        Query: () => ({ trainerAccounts: [{ databaseId: 7, username: 'trainerin-tina' }], courseTrainers: [] }),
      });
      const dialog = screen.getByRole('dialog', { name: 'Kurs bearbeiten: Seepferdchen-Kurs' });
      fireEvent.click(within(dialog).getByLabelText('trainerin-tina'));
      fireEvent.click(within(dialog).getByTestId('course-trainers-save'));
      expect(within(dialog).getByTestId('course-trainers-save')).toHaveTextContent('Wird gespeichert …');
      const saved = await answer(environment, 'useSetCourseTrainersMutation', {
        SetCourseTrainersPayload: () => ({ trainers: [{ databaseId: 7 }], errors: [] }),
      });
      expect(saved.request.variables).toEqual({ input: { courseId: seepferdchen.databaseId, trainerIds: [7] } });
      expect(within(dialog).getByTestId('course-trainers-status')).toHaveTextContent('Die Trainer sind gespeichert.');

      fireEvent.click(within(dialog).getByTestId('course-trainers-save'));
      await answer(environment, 'useSetCourseTrainersMutation', {
        SetCourseTrainersPayload: () => ({ trainers: [], errors: [{ field: 'trainerIds', message: 'Dieses Konto ist kein Trainer.' }] }),
      });
      expect(within(dialog).getByTestId('course-trainers-status')).toHaveTextContent('Dieses Konto ist kein Trainer.');
    });

    it("shows 'Error updating course' with a refusal of the whole course (deleted meanwhile)", async () => {
      const { environment } = await openCourses();
      await answerList(environment, [seepferdchen]);
      fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seepferdchen-Kurs' }));
      await answer(environment, 'CourseFormDialogQuery', { CourseTexts: textsOf(seepferdchen), Course: () => seepferdchen });
      type('title', 'Neu');
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => pending(environment, 'useUpdateCourseMutation'));
      await respond(environment, 'useUpdateCourseMutation', {
        updateCourse: { course: null, errors: [{ field: 'id', code: 'COURSE_NOT_FOUND', message: 'Diesen Kurs gibt es nicht (mehr).' }] },
      });
      expect(screen.getByTestId('course-form-error')).toHaveTextContent('Fehler beim Aktualisieren des Kurses');
      expect(screen.getByTestId('course-form-error')).toHaveTextContent('Diesen Kurs gibt es nicht (mehr).');
    });
  });
});
