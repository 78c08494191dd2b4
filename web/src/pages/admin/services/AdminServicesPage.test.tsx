import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, whenSent } from '../../../test/relayMock';
import { adminServicesLoader } from './adminServicesLoader';
import { AdminServicesPage } from './AdminServicesPage';

const service = (databaseId: number, slug: string, title: string, order: number, extra: Record<string, unknown> = {}) => ({
  id: `service-${databaseId}`,
  databaseId,
  slug,
  title,
  titleEn: `${title} (EN)`,
  description: `Beschreibung von ${title}.`,
  descriptionEn: null,
  order,
  icon: 'book',
  imageUrl: null,
  ...extra,
});

// Mentoring's icon was typed in before the picker: a name the site has no icon for.
const SERVICES = [
  service(2, 'coaching', 'Coaching', 2),
  service(1, 'mentoring', 'Mentoring', 1, { icon: 'rocket' }),
  service(3, 'seminare', 'Seminare', 2),
];

async function openServices() {
  const view = renderAdminView({ url: '/admin/services', path: 'services', loader: adminServicesLoader, Component: AdminServicesPage });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminServicesPageQuery', { Query: () => ({ services: SERVICES }) });
  await screen.findByTestId('services-table');
  return view;
}

const slugs = () => screen.getAllByTestId('service-row').map((row) => row.getAttribute('data-slug'));
const row = (slug: string) => screen.getAllByTestId('service-row').find((element) => element.getAttribute('data-slug') === slug)!;

async function answerSave(environment: MockEnvironment, payload: Record<string, unknown>) {
  const operation = await whenSent(environment, 'useUpdateServiceOfferingMutation');
  await act(async () => {
    environment.mock.resolve(operation, { data: { updateServiceOffering: payload } });
  });
  return operation;
}

afterEach(() => jest.restoreAllMocks());

describe('admin services view', () => {
  it('lists the services in menu order with their page addresses', async () => {
    await openServices();
    expect(screen.getByRole('heading', { level: 1, name: 'Leistungen' })).toBeInTheDocument();
    expect(slugs()).toEqual(['mentoring', 'coaching', 'seminare']);
    expect(within(row('coaching')).getByRole('link', { name: '/service/coaching' })).toHaveAttribute('href', '/service/coaching');
  });

  it('edits a service in a dialog; the saved position re-sorts the list and a toast says so', async () => {
    const { environment } = await openServices();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Seminare' }));
    const dialog = await screen.findByTestId('service-dialog');
    expect(within(dialog).getByText(/\/service\/seminare bleibt unverändert/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('service-title'), { target: { value: 'Seminare und Kurse' } });
    fireEvent.change(screen.getByTestId('service-order'), { target: { value: '0' } });
    // The icon is picked from the icons the site has, each with its symbol and name.
    const picker = within(dialog).getByRole('group', { name: 'Symbol' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      '–Kein Symbol',
      '🛟Rettungsring',
      '🛡️Schild',
      '👥Personen',
      '📖Buch',
      '📊Präsentation',
      '🧭Kompass',
      '⚙️Zahnrad',
      '❄️Schneeflocke',
    ]);
    expect(within(picker).getByRole('radio', { name: 'Buch' })).toBeChecked();
    fireEvent.click(within(picker).getByRole('radio', { name: 'Kompass' }));
    fireEvent.click(screen.getByTestId('service-save'));
    const operation = await answerSave(environment, { service: { ...SERVICES[2], title: 'Seminare und Kurse', order: 0 }, errors: [] });
    expect(operation.request.variables.input).toEqual({
      id: 'service-3',
      title: 'Seminare und Kurse',
      titleEn: 'Seminare (EN)',
      description: 'Beschreibung von Seminare.',
      descriptionEn: '',
      order: 0,
      icon: 'compass',
      imageUrl: '',
    });
    await waitFor(() => expect(screen.queryByTestId('service-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert: Die Leistung wurde gespeichert.');
    expect(slugs()).toEqual(['seminare', 'mentoring', 'coaching']);
    expect(row('seminare')).toHaveTextContent('Seminare und Kurse');
  });

  it("shows the server's refusals at their fields and keeps the dialog open", async () => {
    const { environment } = await openServices();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Coaching' }));
    await screen.findByTestId('service-dialog');
    fireEvent.change(screen.getByTestId('service-imageUrl'), { target: { value: 'https://example.org/bild.jpg' } });
    fireEvent.click(screen.getByTestId('service-save'));
    await answerSave(environment, {
      service: null,
      errors: [{ field: 'imageUrl', code: 'INVALID_URL', message: 'Diese Adresse geht nicht (vom Server).' }],
    });
    expect(await screen.findByTestId('service-imageUrl-error')).toHaveTextContent('Diese Adresse geht nicht (vom Server).');
    expect(screen.getByTestId('service-dialog')).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending', async () => {
    const { environment } = await openServices();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Mentoring' }));
    const dialog = await screen.findByTestId('service-dialog');
    fireEvent.change(screen.getByTestId('service-title'), { target: { value: ' ' } });
    // The stored name stays shown, marked unknown, and is refused until an icon of the site is picked.
    expect(within(dialog).getByRole('radio', { name: 'rocket (unbekannt)' })).toBeChecked();
    fireEvent.click(screen.getByTestId('service-save'));
    expect(await screen.findByTestId('service-title-error')).toHaveTextContent('Dieses Feld ist erforderlich.');
    expect(screen.getByTestId('service-icon-error')).toHaveTextContent(
      'Dieses Symbol gibt es nicht. Bitte wählen Sie eines der angebotenen Symbole.',
    );
    expect(
      environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateServiceOfferingMutation'),
    ).toBe(false);
  });
});
