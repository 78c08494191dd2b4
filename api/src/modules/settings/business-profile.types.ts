import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { BUSINESS_PROFILE_LIMITS } from '../../validation/business-profile.schema.js';

const { legalName, owner, street, postalCode, town, phone, taxNumber, registerEntry, notificationEmails } = BUSINESS_PROFILE_LIMITS;

@ObjectType({
  description:
    "The school as the imprint and the organisation's JSON-LD show it: the business profile's public fields (never where staff are notified).",
})
export class PublicBusinessProfile {
  @Field({ description: 'The legal name (imprint, invoices).' })
  legalName: string;

  @Field({ description: "The owner's full name, or the legal form with its representative (imprint, invoices); empty until entered." })
  owner: string;

  @Field({ description: 'Street and house number; empty until entered (the imprint then shows a placeholder).' })
  street: string;

  @Field({ description: 'Postal code.' })
  postalCode: string;

  @Field({ description: 'Town.' })
  town: string;

  @Field({ description: 'ISO 3166-1 alpha-2 country code, e.g. DE.' })
  country: string;

  @Field({ description: 'Public telephone; empty until entered.' })
  phone: string;

  @Field({ description: 'Public contact e-mail address.' })
  email: string;

  @Field({ description: 'USt-IdNr. (DE and nine digits); empty when the school has none.' })
  vatId: string;

  @Field({ description: 'Register entry (court and number); empty for a sole proprietor.' })
  registerEntry: string;
}

@ObjectType({
  description:
    "The school's own facts as staff edit them: what mails, invoices and the imprint print, and where the office's notifications go.",
})
export class BusinessProfile extends PublicBusinessProfile {
  @Field({ description: 'Steuernummer (invoices need it or the VAT id); empty until entered.' })
  taxNumber: string;

  @Field(() => [String], {
    description: "Where the office's notifications go (new orders, payments, refunds owed); empty: the server's MAIL_TO.",
  })
  notificationEmails: string[];
}

@InputType({
  description:
    "The whole business profile (the saved value replaces the old one). Surrounding spaces are trimmed; empty optional fields keep the pages' placeholders.",
})
export class UpdateBusinessProfileInput {
  @Field({ description: `Legal name: ${legalName.min} to ${legalName.max} characters.` })
  legalName: string;

  @Field(() => String, {
    nullable: true,
    description: `Owner's full name, or legal form and representative: at most ${owner.max} characters; may be empty. Null or absent: unchanged (older clients).`,
  })
  owner?: string | null;

  @Field({ description: `Street and house number: at most ${street.max} characters; may be empty.` })
  street: string;

  @Field({ description: `Postal code: ${postalCode.min} to ${postalCode.max} characters.` })
  postalCode: string;

  @Field({ description: `Town: ${town.min} to ${town.max} characters.` })
  town: string;

  @Field({ description: 'Two-letter country code (ISO 3166-1), e.g. DE.' })
  country: string;

  @Field({ description: `Telephone (digits, spaces, + - / ( )), at most ${phone.max} characters; may be empty.` })
  phone: string;

  @Field({ description: 'Public contact e-mail address.' })
  email: string;

  @Field({ description: `Steuernummer, at most ${taxNumber.max} characters; may be empty.` })
  taxNumber: string;

  @Field({ description: 'USt-IdNr.: DE and nine digits (spaces allowed); may be empty.' })
  vatId: string;

  @Field({ description: `Register entry, at most ${registerEntry.max} characters; may be empty.` })
  registerEntry: string;

  @Field(() => [String], {
    description: `Up to ${notificationEmails.max} addresses for the office's notifications; none: the server's MAIL_TO.`,
  })
  notificationEmails: string[];
}

@ObjectType({
  description:
    'Result of `updateBusinessProfile`: the saved profile, or why it was refused (fields named `vatId`, `notificationEmails.1`, …).',
})
export class UpdateBusinessProfilePayload extends MutationPayload {
  @Field(() => BusinessProfile, { nullable: true, description: 'The saved profile; null when `errors` is not empty.' })
  businessProfile: BusinessProfile | null;
}
