import { defineMessages, type NoMessageValues } from 'react-intl';

/** The first-run checklist on the dashboard, and the banner while the demo bank account is set. */
export const setupChecklistMessages = defineMessages<{
  title: NoMessageValues;
  intro: { open: number; total: number };
  done: NoMessageValues;
  open: NoMessageValues;
  item_BUSINESS_PROFILE: NoMessageValues;
  item_BANK_ACCOUNT: NoMessageValues;
  item_NOTIFICATION_ADDRESS: NoMessageValues;
  item_LEGAL_TEXTS: NoMessageValues;
  item_FIRST_COURSE: NoMessageValues;
  item_TEST_MAIL: NoMessageValues;
  item_SMTP: NoMessageValues;
  item_DEMO_DATA: NoMessageValues;
  item_PAYPAL: NoMessageValues;
  reason_PAYPAL_STAND_IN: NoMessageValues;
  reason_PAYPAL_PAYPAL_SANDBOX: NoMessageValues;
  reason_PAYPAL_NOT_CONFIGURED: NoMessageValues;
  optional: NoMessageValues;
  reason_NOT_CONFIGURED: NoMessageValues;
  reason_DEMO_LEFT: { details: string };
  blocksGoLive: NoMessageValues;
  live: NoMessageValues;
  demoMode: NoMessageValues;
  goLive: NoMessageValues;
  goLiveRefused: NoMessageValues;
  goLiveDone: NoMessageValues;
  removeDemoData: NoMessageValues;
  actionFailed: NoMessageValues;
  demo_courses: { count: number };
  demo_testimonials: { count: number };
  demo_blogPosts: { count: number };
  demo_bankAccount: NoMessageValues;
  field_owner: NoMessageValues;
  field_registerEntry: NoMessageValues;
  reason_MISSING_FIELDS: { details: string };
  reason_NOT_SET: NoMessageValues;
  reason_DEMO_ACCOUNT: NoMessageValues;
  reason_UNFILLED: { details: string };
  reason_NOT_REVIEWED: { details: string };
  reason_NONE: NoMessageValues;
  reason_NOT_SENT_YET: NoMessageValues;
  reason_QUEUED: NoMessageValues;
  reason_NOT_DELIVERED: NoMessageValues;
  reason_NOT_CONFIRMED: NoMessageValues;
  confirmation_confirmed: NoMessageValues;
  confirmation_notDelivered: NoMessageValues;
  confirmation_invalid: NoMessageValues;
  confirmation_failed: NoMessageValues;
  demoBanner: NoMessageValues;
  demoBannerLink: NoMessageValues;
  field_saved: NoMessageValues;
  field_legalName: NoMessageValues;
  field_street: NoMessageValues;
  field_postalCode: NoMessageValues;
  field_town: NoMessageValues;
  field_phone: NoMessageValues;
  field_email: NoMessageValues;
  field_taxNumber: NoMessageValues;
  document_imprint: NoMessageValues;
  document_privacy: NoMessageValues;
  document_terms: NoMessageValues;
}>({
  title: { id: 'admin.setup.title', description: 'Dashboard: heading of the first-run checklist' },
  intro: { id: 'admin.setup.intro', description: 'Dashboard checklist: {open} steps of {total} are still open' },
  done: { id: 'admin.setup.done', description: 'Dashboard checklist: a step is done (screen readers and sighted users)' },
  open: { id: 'admin.setup.open', description: 'Dashboard checklist: a step is still open' },
  item_BUSINESS_PROFILE: { id: 'admin.setup.item.businessProfile', description: 'Checklist step: enter the business profile' },
  item_BANK_ACCOUNT: { id: 'admin.setup.item.bankAccount', description: 'Checklist step: enter the bank account for transfers' },
  item_PAYPAL: {
    id: 'admin.setup.item.payPal',
    description: "Checklist step: PayPal with the school's own credentials (set in the server's environment)",
  },
  reason_PAYPAL_STAND_IN: {
    id: 'admin.setup.reason.payPalStandIn',
    description: 'Checklist, PayPal: no credentials; the local stand-in takes payments where nobody pays',
  },
  reason_PAYPAL_PAYPAL_SANDBOX: {
    id: 'admin.setup.reason.payPalSandbox',
    description: "Checklist, PayPal: the credentials point at PayPal's test system (PAYPAL_API_BASE)",
  },
  reason_PAYPAL_NOT_CONFIGURED: {
    id: 'admin.setup.reason.payPalNotConfigured',
    description: 'Checklist, PayPal: not offered (production without credentials)',
  },
  optional: { id: 'admin.setup.optional', description: 'Checklist: marks a step the school may leave open (PayPal)' },
  item_NOTIFICATION_ADDRESS: {
    id: 'admin.setup.item.notificationAddress',
    description: "Checklist step: enter an address for the office's notifications",
  },
  item_LEGAL_TEXTS: { id: 'admin.setup.item.legalTexts', description: 'Checklist step: review imprint, privacy policy and terms' },
  item_FIRST_COURSE: { id: 'admin.setup.item.firstCourse', description: 'Checklist step: create (or edit) a first course' },
  item_TEST_MAIL: { id: 'admin.setup.item.testMail', description: 'Checklist step: send a test e-mail and confirm it arrived' },
  reason_MISSING_FIELDS: {
    id: 'admin.setup.reason.missingFields',
    description: 'Checklist: profile fields missing; {details} lists their names',
  },
  reason_NOT_SET: { id: 'admin.setup.reason.notSet', description: 'Checklist: nothing entered yet' },
  reason_DEMO_ACCOUNT: { id: 'admin.setup.reason.demoAccount', description: 'Checklist: the demo bank account is still set' },
  reason_UNFILLED: {
    id: 'admin.setup.reason.unfilled',
    description: 'Checklist: legal texts with unfilled placeholders; {details} lists them as imprint:de',
  },
  reason_NOT_REVIEWED: {
    id: 'admin.setup.reason.notReviewed',
    description: 'Checklist: legal texts never saved or confirmed; {details} lists them',
  },
  reason_NONE: { id: 'admin.setup.reason.noCourse', description: 'Checklist: no course created or edited by staff yet' },
  reason_NOT_SENT_YET: { id: 'admin.setup.reason.notSentYet', description: 'Checklist: no test mail sent yet' },
  reason_QUEUED: { id: 'admin.setup.reason.queued', description: 'Checklist: the test mail is waiting to be sent' },
  reason_NOT_DELIVERED: {
    id: 'admin.setup.reason.notDelivered',
    description: 'Checklist: the test mail was stored or caught or failed, not delivered by a mail server',
  },
  reason_NOT_CONFIRMED: {
    id: 'admin.setup.reason.notConfirmed',
    description: 'Checklist: the test mail was sent; its receipt is not confirmed yet',
  },
  confirmation_confirmed: { id: 'admin.setup.confirmation.confirmed', description: "Dashboard: the test mail's receipt was recorded" },
  confirmation_notDelivered: {
    id: 'admin.setup.confirmation.notDelivered',
    description: 'Dashboard: receipt recorded, but no mail server accepted that mail',
  },
  confirmation_invalid: { id: 'admin.setup.confirmation.invalid', description: 'Dashboard: the confirmation link is invalid' },
  confirmation_failed: { id: 'admin.setup.confirmation.failed', description: 'Dashboard: the confirmation could not be sent' },
  demoBanner: { id: 'admin.setup.demoBanner', description: 'Banner on every admin page while the demo bank account is set' },
  demoBannerLink: { id: 'admin.setup.demoBannerLink', description: 'Banner: link to the settings to enter the real account' },
  field_saved: {
    id: 'admin.setup.field.saved',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_legalName: {
    id: 'admin.setup.field.legalName',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_street: {
    id: 'admin.setup.field.street',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_postalCode: {
    id: 'admin.setup.field.postalCode',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_town: {
    id: 'admin.setup.field.town',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_phone: {
    id: 'admin.setup.field.phone',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_email: {
    id: 'admin.setup.field.email',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_taxNumber: {
    id: 'admin.setup.field.taxNumber',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  item_SMTP: { id: 'admin.setup.item.smtp', description: 'Checklist step: configure a mail server (SMTP_URL)' },
  item_DEMO_DATA: { id: 'admin.setup.item.demoData', description: 'Checklist step: take the demo data off the site' },
  reason_NOT_CONFIGURED: { id: 'admin.setup.reason.notConfigured', description: 'Checklist: no SMTP_URL set on the server' },
  reason_DEMO_LEFT: {
    id: 'admin.setup.reason.demoLeft',
    description: 'Checklist: demo data still on the site; {details} lists what (e.g. 9 example courses)',
  },
  blocksGoLive: { id: 'admin.setup.blocksGoLive', description: 'Checklist: marks a step that must be done before going live' },
  live: { id: 'admin.setup.live', description: 'Checklist: the site is live (left demo mode)' },
  demoMode: { id: 'admin.setup.demoMode', description: 'Checklist: the site is still in demo mode, what that means' },
  goLive: { id: 'admin.setup.goLive', description: 'Checklist: button that switches the site from demo mode to live' },
  goLiveRefused: {
    id: 'admin.setup.goLiveRefused',
    description: "Checklist: heading above the server's reasons why going live was refused",
  },
  goLiveDone: { id: 'admin.setup.goLiveDone', description: 'Checklist: the site is now live' },
  removeDemoData: { id: 'admin.setup.removeDemoData', description: 'Checklist: button that takes the demo data off the site' },
  actionFailed: { id: 'admin.setup.actionFailed', description: "Checklist: a button's action failed (network or server)" },
  demo_courses: { id: 'admin.setup.demo.courses', description: 'Checklist: demo courses still on sale, {count}' },
  demo_testimonials: { id: 'admin.setup.demo.testimonials', description: 'Checklist: demo reviews still shown, {count}' },
  demo_blogPosts: { id: 'admin.setup.demo.blogPosts', description: 'Checklist: demo articles still published, {count}' },
  demo_bankAccount: { id: 'admin.setup.demo.bankAccount', description: 'Checklist: the demo bank account is still set' },
  field_owner: {
    id: 'admin.setup.field.owner',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  field_registerEntry: {
    id: 'admin.setup.field.registerEntry',
    description: 'Checklist: a business profile field still missing (or: save the profile once)',
  },
  document_imprint: { id: 'admin.setup.document.imprint', description: 'Checklist and legal editor: name of a legal page' },
  document_privacy: { id: 'admin.setup.document.privacy', description: 'Checklist and legal editor: name of a legal page' },
  document_terms: { id: 'admin.setup.document.terms', description: 'Checklist and legal editor: name of a legal page' },
});
