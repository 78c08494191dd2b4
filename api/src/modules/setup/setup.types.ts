import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { SETUP_ITEMS, type SetupItemKey as SetupItemKeyName } from './setup-checklist.js';

export const SetupItemKey = Object.fromEntries(SETUP_ITEMS.map((key) => [key, key])) as { [K in SetupItemKeyName]: K };

registerEnumType(SetupItemKey, {
  name: 'SetupItemKey',
  description: 'One step of the first-run checklist.',
  valuesConfig: {
    BUSINESS_PROFILE: {
      description:
        'The business profile saved with street, owner or legal form, telephone, a tax number or VAT id, and the register entry of a registered business (a condition of going live).',
    },
    BANK_ACCOUNT: {
      description:
        "A way to be paid: a valid bank account for transfers that is not the demo account, or PayPal with the school's own credentials (a condition of going live).",
    },
    PAYPAL: {
      description:
        'PayPal with the school\'s own credentials (PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET in the environment). Optional: bank transfer alone is a way to be paid. Open as PAYPAL_SANDBOX (PayPal\'s test system: PAYPAL_API_BASE), STAND_IN (no credentials: the local stand-in, where anyone "pays") or NOT_CONFIGURED (PayPal not offered).',
    },
    NOTIFICATION_ADDRESS: { description: "At least one address for the office's notifications." },
    LEGAL_TEXTS: { description: 'Imprint, privacy policy and terms saved or confirmed in both languages, with no unfilled placeholder.' },
    FIRST_COURSE: { description: "A course staff created or edited (the demo's examples do not count)." },
    TEST_MAIL: { description: 'A test mail a mail server accepted, and its receipt confirmed by its link.' },
    SMTP: { description: 'A mail server configured (SMTP_URL): without one no mail reaches its recipient (a condition of going live).' },
    DEMO_DATA: {
      description:
        'The demo data taken off the site: its example courses, reviews and articles, and its bank account (a condition of going live).',
    },
  },
});

@ObjectType({ description: 'One step of the first-run checklist, computed from the data.' })
export class SetupChecklistItem {
  @Field(() => SetupItemKey, { description: 'Which step.' })
  key: SetupItemKeyName;

  @Field({ description: 'True when the data show the step done.' })
  done: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it is open: MISSING_FIELDS, NOT_SET, DEMO_ACCOUNT, UNFILLED, NOT_REVIEWED, NONE, NOT_SENT_YET, QUEUED, NOT_DELIVERED (stored or caught, failed: not delivered by a mail server), NOT_CONFIRMED, NOT_CONFIGURED (no SMTP_URL; for PAYPAL: no credentials, not offered), PAYPAL_SANDBOX, STAND_IN, DEMO_LEFT. Null when done.',
  })
  reason: string | null;

  @Field(() => [String], {
    description: 'What is missing: profile field names, texts as `imprint:de`, or demo data left as `courses:9`, `bankAccount`.',
  })
  details: string[];

  @Field({ description: 'True while this open step keeps the site from going live.' })
  blocksGoLive: boolean;

  @Field({ description: 'True for a step a school may leave open for good (PayPal); `done` of the list counts without it.' })
  optional: boolean;
}

@ObjectType({ description: 'The first-run checklist (admins only): what a new installation still needs before it sells.' })
export class SetupChecklist {
  @Field({ description: 'True when every step but the optional ones is done (the dashboard then hides the list).' })
  done: boolean;

  @Field(() => [SetupChecklistItem], { description: 'The steps in order.' })
  items: SetupChecklistItem[];

  @Field({ description: "True while the demo data's bank account is set (the admin area shows a banner)." })
  demoBankAccount: boolean;

  @Field({ description: 'True once an admin went live (the site left demo mode).' })
  live: boolean;

  @Field({ description: 'True when no open step keeps the site from going live.' })
  canGoLive: boolean;
}

export const SiteMode = { DEMO: 'DEMO', LIVE: 'LIVE' } as const;

registerEnumType(SiteMode, {
  name: 'SiteMode',
  description: 'Whether the school sells for real.',
  valuesConfig: {
    DEMO: {
      description:
        'A demo or a school not yet live: every page and mail is marked as demo; a production server takes no orders (unless ALLOW_DEMO_ORDERS=1).',
    },
    LIVE: { description: 'Live: an admin went live through the first-run checklist, with every condition met.' },
  },
});

@ObjectType({
  description: "Result of `goLive`: the checklist as it stands, and each open condition in `errors` (field: the step's key) when refused.",
})
export class GoLivePayload extends MutationPayload {
  @Field(() => SiteMode, { description: 'The mode after the call.' })
  siteMode: 'DEMO' | 'LIVE';

  @Field(() => SetupChecklist, { description: 'The checklist as it stands after the call.' })
  checklist: SetupChecklist;
}

@ObjectType({ description: 'Result of `removeDemoData`.' })
export class RemoveDemoDataPayload extends MutationPayload {
  @Field(() => SetupChecklist, { description: 'The checklist as it stands after the demo data left the site.' })
  checklist: SetupChecklist;
}

@ObjectType({ description: 'Result of `confirmTestMail`.' })
export class ConfirmTestMailPayload extends MutationPayload {
  @Field({ description: 'True when the receipt is recorded.' })
  confirmed: boolean;

  @Field({
    description:
      'True when a mail server accepted that mail (only then the checklist counts it; a stored or caught mail was not delivered).',
  })
  delivered: boolean;
}
