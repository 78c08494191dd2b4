import { fireEvent, screen, within } from '@testing-library/react';
import { answerAdminViewer, courseConnection, renderAdminView } from '../../../test/adminTestData';
import { answer, fail, pendingNamed } from '../../../test/relayMock';
import { adminParticipantsLoader } from './adminParticipantsLoader';
import { AdminParticipantsPage } from './AdminParticipantsPage';

const COURSES = [
  { databaseId: 12, title: 'Seepferdchen', startDate: '2099-03-01' },
  { databaseId: 9, title: 'Aquafitness', startDate: null },
  { databaseId: 7, title: 'Kraulkurs', startDate: '2099-01-10' },
];

const SEEPFERDCHEN = {
  databaseId: 12,
  title: 'Seepferdchen',
  startDate: '2099-03-01',
  endDate: '2099-04-26',
  schedule: 'Samstags',
  time: '15:00-15:45',
  location: 'Hallenbad Gersthofen',
};

const list = (participants: [string, string][], course = SEEPFERDCHEN) => ({
  CourseParticipantList: () => ({
    count: participants.length,
    course,
    participants: participants.map(([firstName, lastName], index) => ({
      number: index + 1,
      firstName,
      lastName,
      birthDate: firstName === 'Mia' ? '2093-03-01' : null,
      contactName: `Eva ${lastName}`,
      contactPhone: '0821 55501',
      contactEmail: `eva.${lastName.toLowerCase()}@example.org`,
    })),
  }),
});

async function openParticipants(url = '/admin/participants', language: 'de' | 'en' = 'de', courses = COURSES) {
  const view = renderAdminView({ url, path: 'participants', loader: adminParticipantsLoader, Component: AdminParticipantsPage, language });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminParticipantsPageCoursesQuery', { CourseConnection: () => courseConnection(courses) });
  return view;
}

afterEach(() => jest.restoreAllMocks());

describe('admin participants view', () => {
  it('offers the courses by start date, each with its date, and asks for no list until one is chosen', async () => {
    const { environment, location } = await openParticipants();
    expect(screen.getByRole('heading', { level: 1, name: 'Teilnehmer' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Kurs');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kurs auswählen …', 'Kraulkurs (10.01.2099)', 'Seepferdchen (01.03.2099)', 'Aquafitness']);
    expect(screen.getByTestId('participants-choose')).toHaveTextContent('Wählen Sie einen Kurs, um seine Teilnehmer zu sehen.');
    expect(pendingNamed(environment, 'AdminParticipantsPageQuery')).toHaveLength(0);

    fireEvent.change(picker, { target: { value: '12' } });
    await answerAdminViewer(environment);
    const query = await answer(environment, 'AdminParticipantsPageQuery', list([['Mia', 'Albrecht']]));
    expect(query.request.variables).toEqual({ courseId: 12 });
    expect(location()).toBe('/admin/participants?course=12');
    expect(screen.getAllByTestId('participant-row')).toHaveLength(1);
  });

  it('shows the chosen course (?course=12) with its dates, time and place, the count, and the numbered names', async () => {
    const { environment } = await openParticipants('/admin/participants?course=12');
    await answer(
      environment,
      'AdminParticipantsPageQuery',
      list([
        ['Mia', 'Albrecht'],
        ['Max', 'Berger'],
        ['Lena', 'Zeller'],
      ]),
    );
    expect(screen.getByLabelText('Kurs')).toHaveValue('12');
    const header = screen.getByTestId('participants-course');
    expect(within(header).getByRole('heading', { level: 2, name: 'Seepferdchen' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Zeitraum01.03.2099 – 26.04.2099');
    expect(header).toHaveTextContent('TermineSamstags');
    expect(header).toHaveTextContent('Uhrzeit15:00-15:45');
    expect(header).toHaveTextContent('OrtHallenbad Gersthofen');
    expect(screen.getByTestId('participants-count')).toHaveTextContent('3 Teilnehmer');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Vorname', 'Nachname', 'Geburtsdatum', 'Kontakt (gebucht von)']);
    // The date of birth with the age on the first day (01.03.2099); "–" where none was given (older orders).
    expect(screen.getAllByTestId('participant-row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'Mia', 'Albrecht', '01.03.2093 (6 J.)', 'Eva Albrecht0821 55501eva.albrecht@example.org'],
      ['2', 'Max', 'Berger', '–', 'Eva Berger0821 55501eva.berger@example.org'],
      ['3', 'Lena', 'Zeller', '–', 'Eva Zeller0821 55501eva.zeller@example.org'],
    ]);
    // The trainer calls who booked the place.
    expect(screen.getAllByRole('link', { name: '0821 55501' })[0]).toHaveAttribute('href', 'tel:082155501');
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute('href', '/api/admin/courses/12/participants.csv');

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "Keine Teilnehmer gefunden" for a course without confirmed and paid orders', async () => {
    const { environment } = await openParticipants('/admin/participants?course=12');
    await answer(environment, 'AdminParticipantsPageQuery', list([]));
    expect(screen.getByTestId('participants-count')).toHaveTextContent('0 Teilnehmer');
    expect(screen.getByTestId('participants-empty')).toHaveTextContent('Keine Teilnehmer gefunden');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the course in the URL does not exist', async () => {
    const { environment } = await openParticipants('/admin/participants?course=999');
    await answer(environment, 'AdminParticipantsPageQuery', { Query: () => ({ courseParticipants: null }) });
    expect(screen.getByTestId('participants-not-found')).toHaveTextContent('Diesen Kurs gibt es nicht (mehr).');
  });

  it('shows a failed load with a retry', async () => {
    const { environment } = await openParticipants('/admin/participants?course=12');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail(environment, 'AdminParticipantsPageQuery');
    expect(await screen.findByTestId('participants-error')).toHaveTextContent('Die Teilnehmerliste konnte nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await answer(environment, 'AdminParticipantsPageQuery', list([['Mia', 'Albrecht']]));
    expect(screen.getAllByTestId('participant-row')).toHaveLength(1);
  });

  it('says "Keine Kurse gefunden" when there is no course', async () => {
    await openParticipants('/admin/participants', 'de', []);
    expect(screen.getByTestId('participants-no-courses')).toHaveTextContent('Keine Kurse gefunden');
  });

  it('speaks English', async () => {
    const { environment } = await openParticipants('/admin/participants?course=12', 'en');
    await answer(environment, 'AdminParticipantsPageQuery', list([['Mia', 'Albrecht']]));
    expect(screen.getByRole('heading', { level: 1, name: 'Participants' })).toBeInTheDocument();
    expect(screen.getByTestId('participants-count')).toHaveTextContent('1 participant');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'First name', 'Last name', 'Date of birth', 'Contact (booked by)']);
    expect(screen.getByTestId('participant-birth-date')).toHaveTextContent('01/03/2093 (age 6)');
  });
});
