import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection.js';
import { ContentLanguage } from '../../../graphql/language.js';
import { MutationPayload } from '../../../graphql/mutation.js';
import { Node } from '../../../graphql/node.js';
import { DateTimeISO } from '../../../graphql/scalars.js';
import { NewsletterAudience } from '../issues/newsletter-issue.entity.js';
import type * as view from './newsletter-admin-view.js';
import { NewsletterIssueStatus } from './newsletter-issue-status.js';

registerEnumType(NewsletterAudience, {
  name: 'NewsletterAudience',
  description: 'Who a newsletter issue goes to (confirmed subscribers only).',
  valuesConfig: {
    ALL: { description: 'Every confirmed subscriber, each in the language their subscription records (German and English texts needed).' },
    DE: { description: 'The subscribers who signed up in German, in German.' },
    EN: { description: 'The subscribers who signed up in English, in English.' },
  },
});

registerEnumType(NewsletterIssueStatus, {
  name: 'NewsletterIssueStatus',
  description: 'Where a newsletter issue stands.',
  valuesConfig: {
    DRAFT: { description: 'Being written: can be changed, previewed, tested and sent.' },
    SENDING: { description: 'Sent to all: its mails are being queued and delivered (`progress`). Can no longer be changed or sent again.' },
    SENT: { description: 'Every mail of it was accepted by the mail server or given up (`progress.failed`).' },
    CAUGHT: {
      description:
        'Done, but no mail server is configured (no `SMTP_URL`): the embedded mail catcher kept its mails (`progress.caught`), nobody received them. Never called sent.',
    },
  },
});

@ObjectType({ description: 'Admins only: a confirmed newsletter subscriber. Personal data.' })
export class NewsletterSubscriberView implements view.NewsletterSubscriberView {
  @Field({ description: 'The subscribed e-mail address, as typed.' })
  email: string;

  @Field(() => ContentLanguage, { description: 'The language the subscriber signed up in, and gets the newsletter in.' })
  language: ContentLanguage;

  @Field(() => DateTimeISO, { description: 'When the address was confirmed (ISO timestamp, UTC).' })
  confirmedAt: Date;

  @Field({ description: 'Version of the consent text agreed to.' })
  consentVersion: string;
}

export const NewsletterSubscriberConnection = connectionTypes(NewsletterSubscriberView, 'NewsletterSubscriber');

@ObjectType({ description: 'How far sending a newsletter issue got.' })
export class NewsletterProgress implements view.NewsletterProgress {
  @Field(() => Int, {
    description:
      'Recipients: the confirmed subscribers when it was sent (less any who unsubscribed before their mail was made); 0 for a draft.',
  })
  total: number;

  @Field(() => Int, { description: 'Mails a mail server accepted (caught ones not counted).' })
  sent: number;

  @Field(() => Int, { description: 'Mails the embedded mail catcher kept (no `SMTP_URL`): done, but not delivered to anyone.' })
  caught: number;

  @Field(() => Int, { description: 'Mails given up after every attempt failed (see the outbox).' })
  failed: number;

  @Field(() => Int, { description: 'Percent done, (sent + caught + failed) / total, rounded down; 100 when done, 0 for a draft.' })
  percent: number;
}

@ObjectType('NewsletterIssue', {
  implements: Node,
  description: 'Admins only: a newsletter issue (subject and Markdown text per language, blog posts as teasers).',
})
export class NewsletterIssueView implements view.NewsletterIssueView {
  /** Database id (the Node fields `id` and `databaseId` come from it). */
  id: number;

  @Field(() => NewsletterAudience, { description: 'Who it goes to.' })
  audience: NewsletterAudience;

  @Field({ description: 'German subject; empty while not written.' })
  subjectDe: string;

  @Field({ description: 'German text in Markdown (CommonMark, no raw HTML); empty while not written.' })
  bodyDe: string;

  @Field({ description: 'English subject; empty while not written.' })
  subjectEn: string;

  @Field({ description: 'English text in Markdown; empty while not written.' })
  bodyEn: string;

  /** The teasers' blog posts (database ids; the field `postIds` gives their global ids). */
  postDatabaseIds: number[];

  @Field(() => NewsletterIssueStatus, { description: 'Draft, sending, sent, or caught (done without a mail server: not delivered).' })
  status: NewsletterIssueStatus;

  @Field(() => NewsletterProgress, { description: 'How far sending got (all zero for a draft).' })
  progress: NewsletterProgress;

  @Field(() => DateTimeISO, { description: 'When it was created.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { description: 'When it was last changed.' })
  updatedAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When "send to all" was pressed; null for a draft.' })
  sendStartedAt: Date | null;
}

export const NewsletterIssueConnection = connectionTypes(NewsletterIssueView, 'NewsletterIssue');

@ObjectType({ description: 'One header field of a mail.' })
export class MailHeaderField {
  @Field({ description: "The header's name, e.g. `List-Unsubscribe`." })
  name: string;

  @Field({ description: 'Its value.' })
  value: string;
}

@ObjectType({ description: 'A mail as it would be sent (the unsubscribe link names nobody in a preview).' })
export class MailPreview implements view.MailPreview {
  @Field({ description: 'The subject line.' })
  subject: string;

  @Field({ description: 'The HTML body, a whole document: show it isolated from the page (a sandboxed frame).' })
  html: string;

  @Field({ description: 'The plain-text body.' })
  text: string;

  @Field(() => [MailHeaderField], { description: 'Extra header fields (List-Unsubscribe, List-Unsubscribe-Post).' })
  headers: MailHeaderField[];
}

@InputType({
  description:
    'A newsletter issue as the composer saves it. Texts may stay empty in a draft; sending needs those of every language the audience reads.',
})
export class SaveNewsletterIssueInput {
  @Field(() => ID, { nullable: true, description: 'The draft to change; absent or null: a new issue.' })
  issueId?: string | null;

  @Field(() => NewsletterAudience, { nullable: true, description: 'Who it goes to; required (null or absent is refused with `REQUIRED`).' })
  audience?: NewsletterAudience | null;

  @Field(() => String, { nullable: true, description: 'German subject, at most 200 characters, one line.' })
  subjectDe?: string | null;

  @Field(() => String, { nullable: true, description: 'German text in Markdown, at most 20,000 characters.' })
  bodyDe?: string | null;

  @Field(() => String, { nullable: true, description: 'English subject, at most 200 characters, one line.' })
  subjectEn?: string | null;

  @Field(() => String, { nullable: true, description: 'English text in Markdown, at most 20,000 characters.' })
  bodyEn?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Published blog posts as teasers (global ids, at most 10), in order; absent: none.' })
  postIds?: string[] | null;
}

@InputType({ description: 'A newsletter issue.' })
export class NewsletterIssueInput {
  @Field(() => ID, { description: "The issue's global `id`." })
  issueId: string;
}

@ObjectType({ description: 'The result of saving or sending a newsletter issue.' })
export class NewsletterIssuePayload extends MutationPayload {
  @Field(() => NewsletterIssueView, { nullable: true, description: 'The issue as it is now; null when refused.' })
  issue: NewsletterIssueView | null;
}

@ObjectType({ description: 'The result of a newsletter test mail.' })
export class SendNewsletterTestPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: "The address the test went to (the signed-in admin's); null when refused." })
  email: string | null;

  @Field(() => Int, { description: 'Test mails queued: one per language the audience reads; 0 when refused.' })
  count: number;
}
