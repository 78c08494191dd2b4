import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { SETUP_ITEMS, type SetupItemKey as SetupItemKeyName } from './setup-checklist.js';

export const SetupItemKey = Object.fromEntries(SETUP_ITEMS.map((key) => [key, key])) as { [K in SetupItemKeyName]: K };

registerEnumType(SetupItemKey, {
  name: 'SetupItemKey',
  description: 'One step of the first-run checklist.',
  valuesConfig: {
    BUSINESS_PROFILE: { description: 'The business profile saved with address, telephone and a tax number or VAT id.' },
    BANK_ACCOUNT: { description: 'A valid bank account for transfers that is not the demo account.' },
    NOTIFICATION_ADDRESS: { description: 'At least one address for the office\'s notifications.' },
    LEGAL_TEXTS: { description: 'Imprint, privacy policy and terms saved or confirmed in both languages, with no unfilled placeholder.' },
    FIRST_COURSE: { description: 'A course staff created or edited (the demo\'s examples do not count).' },
    TEST_MAIL: { description: 'A test mail a mail server accepted, and its receipt confirmed by its link.' },
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
      'Why it is open: MISSING_FIELDS, NOT_SET, DEMO_ACCOUNT, UNFILLED, NOT_REVIEWED, NONE, NOT_SENT_YET, QUEUED, NOT_DELIVERED (stored or caught, failed: not delivered by a mail server), NOT_CONFIRMED. Null when done.',
  })
  reason: string | null;

  @Field(() => [String], { description: 'What is missing: profile field names, or texts as `imprint:de`.' })
  details: string[];
}

@ObjectType({ description: 'The first-run checklist (admins only): what a new installation still needs before it sells.' })
export class SetupChecklist {
  @Field({ description: 'True when every step is done (the dashboard then hides the list).' })
  done: boolean;

  @Field(() => [SetupChecklistItem], { description: 'The steps in order.' })
  items: SetupChecklistItem[];

  @Field({ description: 'True while the demo data\'s bank account is set (the admin area shows a banner).' })
  demoBankAccount: boolean;
}

@ObjectType({ description: 'Result of `confirmTestMail`.' })
export class ConfirmTestMailPayload extends MutationPayload {
  @Field({ description: 'True when the receipt is recorded.' })
  confirmed: boolean;

  @Field({ description: 'True when a mail server accepted that mail (only then the checklist counts it; a stored or caught mail was not delivered).' })
  delivered: boolean;
}
