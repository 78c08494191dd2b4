import type { ParsedMail } from 'mailparser';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Every notification to the office goes where the office said in Settings (the business profile's notification
 * addresses): contact messages and course requests as much as new orders; MAIL_TO only while none is set.
 */
const MAIL_TO = 'fixed@h2o.test';
const OFFICE = 'buero@h2o.test';
let inbox: SmtpInbox;
let t: TestApp;
let callers: AdminCallers;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ env: { SMTP_URL: inbox.url, MAIL_TO, JOB_POLL_INTERVAL_MS: '100' }, jobWorker: true });
  callers = await adminCallers(t, { username: 'office-recipients' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const to = (address: string) => (mail: ParsedMail) =>
  [mail.to ?? []].flat().some((field) => field.value.some((box) => box.address === address));
const repliesTo = (address: string) => (mail: ParsedMail) => mail.replyTo?.value.some((box) => box.address === address) === true;

async function setNotificationAddresses(notificationEmails: string[]) {
  const input = {
    legalName: 'H2O Gersthofen',
    owner: 'Erika Muster',
    street: 'Badstraße 7',
    postalCode: '86368',
    town: 'Gersthofen',
    country: 'DE',
    phone: '0821 555123',
    email: 'info@h2o.test',
    taxNumber: '102/123/45678',
    vatId: '',
    registerEntry: '',
    notificationEmails,
  };
  const { updateBusinessProfile } = await callers.admin(
    `mutation($input: UpdateBusinessProfileInput!) { updateBusinessProfile(input: $input) { errors { field code } } }`,
    { input },
  );
  expect(updateBusinessProfile.errors).toEqual([]);
}

const contact = (email: string, language: string) =>
  callers.admin(
    `mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { errors { field code } } }`,
    {
      input: {
        name: 'Anna Berger',
        email,
        subject: 'Frage zum Kurs',
        message: 'Ist im Dezember noch ein Platz frei?',
        privacyAccepted: true,
      },
    },
    language,
  );
const courseRequest = (email: string, language: string) =>
  callers.admin(
    `mutation($input: SubmitCourseRequestInput!) { submitCourseRequest(input: $input) { errors { field code } } }`,
    { input: { courseId: 1, name: 'Lena Parent', email, message: 'Für meine Tochter (6).', privacyAccepted: true } },
    language,
  );

describe('office notifications', () => {
  it('go to MAIL_TO while the business profile names no notification address', async () => {
    expect((await contact('before.settings@example.org', 'de')).submitContactMessage.errors).toEqual([]);
    const [notification] = await inbox.waitFor(1, (mail) => repliesTo('before.settings@example.org')(mail));
    expect(notification.to).toMatchObject({ value: [{ address: MAIL_TO }] });
  });

  it('contact messages and course requests (German and English visitors) go to the addresses set in Settings, not MAIL_TO', async () => {
    await setNotificationAddresses([OFFICE, 'chefin@h2o.test']);
    for (const [email, language] of [
      ['kontakt.de@example.org', 'de'],
      ['contact.en@example.org', 'en'],
    ]) {
      expect((await contact(email, language)).submitContactMessage.errors).toEqual([]);
    }
    for (const [email, language] of [
      ['anfrage.de@example.org', 'de'],
      ['request.en@example.org', 'en'],
    ]) {
      expect((await courseRequest(email, language)).submitCourseRequest.errors).toEqual([]);
    }
    for (const email of ['kontakt.de@example.org', 'contact.en@example.org', 'anfrage.de@example.org', 'request.en@example.org']) {
      const mails = await inbox.waitFor(2, (mail) => repliesTo(email)(mail));
      expect(mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.value[0].address)).sort()).toEqual([
        'buero@h2o.test',
        'chefin@h2o.test',
      ]);
      // The office reads German, whatever the visitor's language.
      for (const mail of mails) expect(mail.subject).toMatch(/^(Kontaktanfrage|Kursanfrage): /);
    }
    expect(inbox.received.filter((mail) => to(MAIL_TO)(mail) && !repliesTo('before.settings@example.org')(mail))).toEqual([]);
  });
});
