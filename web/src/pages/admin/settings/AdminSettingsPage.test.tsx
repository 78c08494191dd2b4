import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { answerAdminViewer, renderAdminView } from '../../../test/adminTestData';
import { answer, whenSent } from '../../../test/relayMock';
import { adminSettingsLoader } from './adminSettingsLoader';
import { AdminSettingsPage } from './AdminSettingsPage';

const STORED = {
  vatMode: 'SMALL_BUSINESS',
  placeHoldMinutes: 15,
  minParticipantsWarningDays: 7,
  bankTransfer: {
    accountHolder: 'H2O Gersthofen',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    paymentDays: 7,
    ready: true,
  },
};

const PROFILE = {
  legalName: 'H2O Gersthofen',
  owner: '',
  street: '',
  postalCode: '86368',
  town: 'Gersthofen',
  country: 'DE',
  phone: '',
  email: 'info@h2o-gersthofen.de',
  taxNumber: '',
  vatId: '',
  registerEntry: '',
  notificationEmails: ['buero@h2o.test'],
};

async function openSettings({ payPalMode = 'STAND_IN', language = 'de' }: { payPalMode?: string; language?: 'de' | 'en' } = {}) {
  const view = renderAdminView({
    url: '/admin/settings',
    path: 'settings',
    loader: adminSettingsLoader,
    Component: AdminSettingsPage,
    language,
  });
  await answerAdminViewer(view.environment);
  await answer(view.environment, 'AdminSettingsPageQuery', {
    ShopSettings: () => ({ ...STORED, payPalMode }),
    BusinessProfile: () => PROFILE,
    CoursesNoticeTexts: () => ({
      de: { title: 'Hinweis', text: 'Bitte pünktlich kommen.' },
      en: { title: 'Notice', text: 'Please be on time.' },
    }),
  });
  await screen.findByTestId('shop-settings-form');
  return view;
}

/** Answers the pending settings mutation with this payload. */
async function answerSave(environment: MockEnvironment, payload: Record<string, unknown>) {
  const operation = await whenSent(environment, 'useUpdateShopSettingsMutation');
  await act(async () => {
    environment.mock.resolve(operation, { data: { updateShopSettings: payload } });
  });
  return operation;
}

const field = (name: string) => screen.getByTestId(`settings-${name}`);

afterEach(() => jest.restoreAllMocks());

describe('admin settings view', () => {
  it('shows the stored shop settings (IBAN in groups of four) and the courses notice editor', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(field('vatMode')).toHaveValue('SMALL_BUSINESS');
    expect(field('placeHoldMinutes')).toHaveValue(15);
    expect(field('bankTransfer-iban')).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(field('bankTransfer-bic')).toHaveValue('COBADEFFXXX');
    expect(screen.getByTestId('bank-transfer-ready')).toHaveTextContent('Überweisung wird angeboten');
    expect(screen.getByTestId('courses-notice-editor')).toBeInTheDocument();
    expect(screen.getByTestId('notice-de.title')).toHaveValue('Hinweis');
  });

  it('says where PayPal payments go, as set in the server environment, in German and English', async () => {
    await openSettings();
    const card = screen.getByTestId('paypal-settings');
    expect(within(card).getByRole('heading', { name: 'PayPal Testumgebung' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Keine PayPal-Zugangsdaten gesetzt: PayPal-Zahlungen laufen über die lokale Testumgebung, in der niemand wirklich bezahlt.',
    );
    expect(card).toHaveTextContent('PayPal wird in der Umgebung des Servers eingerichtet (PAYPAL_CLIENT_ID und PAYPAL_CLIENT_SECRET');
    cleanup();
    await openSettings({ payPalMode: 'LIVE', language: 'en' });
    expect(screen.getByTestId('paypal-settings')).toHaveTextContent('PayPal payments go to the school’s PayPal account.');
    expect(within(screen.getByTestId('paypal-settings')).getByRole('heading', { name: 'PayPal Active' })).toBeInTheDocument();
  });

  it("shows the server's refusal at its field and keeps the input", async () => {
    const { environment } = await openSettings();
    fireEvent.change(field('bankTransfer-iban'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.change(field('placeHoldMinutes'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('shop-settings-save'));
    const operation = await answerSave(environment, {
      shopSettings: null,
      errors: [{ field: 'bankTransfer.iban', code: 'INVALID_IBAN', message: 'Diese IBAN ist ungültig (vom Server).' }],
    });
    expect(operation.request.variables.input).toEqual({
      vatMode: 'SMALL_BUSINESS',
      placeHoldMinutes: 30,
      minParticipantsWarningDays: 7,
      bankTransfer: {
        accountHolder: 'H2O Gersthofen',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        paymentDays: 7,
      },
    });
    expect(await screen.findByTestId('settings-bankTransfer-iban-error')).toHaveTextContent('Diese IBAN ist ungültig (vom Server).');
    expect(field('bankTransfer-iban')).toHaveAttribute('aria-invalid', 'true');
    expect(field('placeHoldMinutes')).toHaveValue(30);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending: a wrong IBAN is refused in the browser', async () => {
    const { environment } = await openSettings();
    fireEvent.change(field('bankTransfer-iban'), { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.click(screen.getByTestId('shop-settings-save'));
    expect(await screen.findByTestId('settings-bankTransfer-iban-error')).toHaveTextContent('Diese IBAN ist ungültig');
    expect(
      environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateShopSettingsMutation'),
    ).toBe(false);
  });

  it('saves, shows the saved (cleaned) values and a success toast', async () => {
    const { environment } = await openSettings();
    fireEvent.change(field('vatMode'), { target: { value: 'INCLUDED_19' } });
    fireEvent.change(field('bankTransfer-bic'), { target: { value: 'cobadeff xxx' } });
    fireEvent.click(screen.getByTestId('shop-settings-save'));
    await answerSave(environment, { shopSettings: { ...STORED, vatMode: 'INCLUDED_19' }, errors: [] });
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Erfolgreich aktualisiert: Die Shop-Einstellungen wurden gespeichert.'),
    );
    expect(field('vatMode')).toHaveValue('INCLUDED_19');
    expect(field('bankTransfer-bic')).toHaveValue('COBADEFFXXX');
  });

  it('says so above the form when saving fails altogether', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await openSettings();
    fireEvent.click(screen.getByTestId('shop-settings-save'));
    const operation = await whenSent(environment, 'useUpdateShopSettingsMutation');
    await act(async () => {
      environment.mock.reject(operation, new Error('Failed to fetch'));
    });
    expect(await screen.findByTestId('shop-settings-form-error')).toHaveTextContent('Die Einstellungen konnten nicht gespeichert werden.');
  });

  it('saves the courses notice with a toast', async () => {
    const { environment } = await openSettings();
    fireEvent.change(screen.getByTestId('notice-de.title'), { target: { value: 'Neuer Hinweis' } });
    fireEvent.click(screen.getByTestId('notice-save'));
    const operation = await whenSent(environment, 'useUpdateCoursesNoticeMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { updateCoursesNotice: { coursesNotice: { title: 'Neuer Hinweis', text: 'Bitte pünktlich kommen.' }, errors: [] } },
      });
    });
    await waitFor(() => expect(screen.getByTestId('toast')).toBeInTheDocument());
  });

  it('shows the business profile, sends only the filled notification addresses and shows the saved profile', async () => {
    const { environment } = await openSettings();
    expect(screen.getByTestId('profile-legalName')).toHaveValue('H2O Gersthofen');
    expect(screen.getByTestId('profile-notificationEmails-0')).toHaveValue('buero@h2o.test');
    expect(screen.getByTestId('profile-notificationEmails-4')).toHaveValue('');
    fireEvent.change(screen.getByTestId('profile-street'), { target: { value: 'Badstraße 7' } });
    fireEvent.change(screen.getByTestId('profile-notificationEmails-2'), { target: { value: 'chefin@h2o.test' } });
    fireEvent.click(screen.getByTestId('business-profile-save'));
    const operation = await whenSent(environment, 'useUpdateBusinessProfileMutation');
    expect(operation.request.variables.input).toEqual({
      ...PROFILE,
      street: 'Badstraße 7',
      notificationEmails: ['buero@h2o.test', 'chefin@h2o.test'],
    });
    const saved = { ...PROFILE, street: 'Badstraße 7', notificationEmails: ['buero@h2o.test', 'chefin@h2o.test'] };
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { updateBusinessProfile: { businessProfile: { __typename: 'BusinessProfile', ...saved }, errors: [] } },
      });
    });
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Die Geschäftsdaten wurden gespeichert.'));
    expect(screen.getByTestId('profile-notificationEmails-1')).toHaveValue('chefin@h2o.test');
  });

  it("refuses a wrong VAT id in the browser and shows the server's refusal of an address at its input", async () => {
    const { environment } = await openSettings();
    fireEvent.change(screen.getByTestId('profile-vatId'), { target: { value: 'DE12' } });
    fireEvent.click(screen.getByTestId('business-profile-save'));
    expect(await screen.findByTestId('profile-vatId-error')).toHaveTextContent('DE und neun Ziffern');
    expect(
      environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateBusinessProfileMutation'),
    ).toBe(false);

    fireEvent.change(screen.getByTestId('profile-vatId'), { target: { value: 'DE123456789' } });
    fireEvent.change(screen.getByTestId('profile-notificationEmails-0'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('profile-notificationEmails-3'), { target: { value: 'buero@h2o.test' } });
    fireEvent.click(screen.getByTestId('business-profile-save'));
    const operation = await whenSent(environment, 'useUpdateBusinessProfileMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          updateBusinessProfile: {
            businessProfile: null,
            errors: [{ field: 'notificationEmails.0', code: 'INVALID_EMAIL', message: 'Adresse abgelehnt (vom Server).' }],
          },
        },
      });
    });
    expect(await screen.findByTestId('profile-notificationEmails-3-error')).toHaveTextContent('Adresse abgelehnt (vom Server).');
  });
});
