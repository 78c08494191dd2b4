import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContentLanguage } from '../../graphql/language.js';
import { MutationPayload } from '../../graphql/mutation.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { LEGAL_TEXT_LIMITS } from '../../validation/legal-text.schema.js';

/** The schema's values are the stored names, so no mapping is needed. */
export enum LegalDocumentKindValue {
  IMPRINT = 'imprint',
  PRIVACY = 'privacy',
  TERMS = 'terms',
}

registerEnumType(LegalDocumentKindValue, {
  name: 'LegalDocumentKind',
  description: 'A legal page staff edit: the imprint (/impressum), the privacy policy (/datenschutz) or the terms (/agb).',
  valuesConfig: {
    IMPRINT: { description: 'Imprint (§ 5 DDG).' },
    PRIVACY: { description: 'Privacy policy (GDPR).' },
    TERMS: { description: 'Terms and conditions.' },
  },
});

@ObjectType({ description: "A legal page as the site shows it: its text as sanitised HTML, with the business profile's facts inserted." })
export class LegalPage {
  @Field(() => LegalDocumentKindValue, { description: 'Which page.' })
  document: LegalDocumentKindValue;

  @Field(() => ContentLanguage, { description: 'The language of the text.' })
  language: ContentLanguage;

  @Field({
    description: 'The text as HTML (sanitised on the server; h2/h3 with fragment ids; unfilled notes as `<mark data-legal-placeholder>`).',
  })
  html: string;

  @Field({ description: 'The day of the text\'s version (ISO date), shown as "Stand".' })
  updatedOn: string;
}

@ObjectType('LegalTextVersion', { description: 'One saved version of a legal text (admins only).' })
export class LegalTextVersionType {
  @Field(() => Int, {
    description: 'Its number (`restoreLegalTextVersion` takes it). Not `id`: clients such as Relay read `id` as a global object id.',
  })
  number: number;

  @Field(() => DateTimeISO, { description: 'When it was saved.' })
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'Who saved it; null once the account is gone.' })
  authorName: string | null;

  @Field(() => Int, { nullable: true, description: 'The version it restored, if it is a restore.' })
  restoredFromId: number | null;

  @Field({ description: 'Its Markdown.' })
  markdown: string;
}

@ObjectType({ description: 'A legal text as staff edit it: the current Markdown, its rendering, what is left unfilled, and its history.' })
export class AdminLegalText {
  @Field(() => LegalDocumentKindValue, { description: 'Which page.' })
  document: LegalDocumentKindValue;

  @Field(() => ContentLanguage, { description: 'Which language.' })
  language: ContentLanguage;

  @Field({ description: 'The current Markdown (the default while never saved).' })
  markdown: string;

  @Field({ description: 'The current text as the page shows it (sanitised HTML).' })
  html: string;

  @Field(() => [String], {
    description:
      'Bracketed texts left on the page (`[Telefonnummer]`): empty facts and notes of the default to replace. Empty: nothing to fill.',
  })
  unfilled: string[];

  @Field({ description: 'True once staff saved or confirmed this text (the default never counts as reviewed).' })
  reviewed: boolean;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the current version was saved; null: the default.' })
  updatedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who saved the current version.' })
  updatedBy: string | null;

  @Field(() => [LegalTextVersionType], { description: 'The newest versions, newest first (at most 30).' })
  versions: LegalTextVersionType[];
}

@ObjectType({ description: 'A placeholder a legal text may use as `{{name}}`, with what it inserts now.' })
export class LegalPlaceholderInfo {
  @Field({ description: 'Its name, written `{{name}}` in the text.' })
  name: string;

  @Field({ description: "What it stands for, in the caller's language." })
  label: string;

  @Field({ description: 'What it inserts in the German text now; empty: the fact is not entered (the page shows the bracketed label).' })
  valueDe: string;

  @Field({ description: 'What it inserts in the English text now.' })
  valueEn: string;
}

@InputType({ description: 'A legal text to save as a new version (the same text again confirms it).' })
export class SaveLegalTextInput {
  @Field(() => LegalDocumentKindValue, { description: 'Which page.' })
  document: LegalDocumentKindValue;

  @Field(() => ContentLanguage, { description: 'Which language.' })
  language: ContentLanguage;

  @Field({
    description: `Markdown, ${LEGAL_TEXT_LIMITS.markdown.min} to ${LEGAL_TEXT_LIMITS.markdown.max} characters; headings from ##, \`{#id}\` after a heading sets its fragment id, \`{{name}}\` inserts a placeholder. Raw HTML is dropped.`,
  })
  markdown: string;
}

@ObjectType({ description: 'Result of `saveLegalText` and `restoreLegalTextVersion`: the text as it now stands, or why it was refused.' })
export class SaveLegalTextPayload extends MutationPayload {
  @Field(() => AdminLegalText, { nullable: true, description: 'The text as saved; null when `errors` is not empty.' })
  legalText: AdminLegalText | null;
}

@ObjectType({ description: 'Admins only: a legal text as its page would show it once published (nothing saved).' })
export class LegalTextPreview {
  @Field({ description: 'The text as HTML, as `AdminLegalText.html`.' })
  html: string;

  @Field(() => [String], { description: 'The bracketed texts it would leave on the page, each once, in order.' })
  unfilled: string[];
}
