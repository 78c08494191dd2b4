import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppSettings } from '../../../app-settings.js';
import type { Language } from '../../../context/language.js';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { siteOrigin } from '../../../context/site-origin.js';
import { addJob, type JobLog } from '../../../jobs/job-queue.js';
import { message } from '../../../validation/fields.js';
import { audienceLanguages, missingIssueTexts, newsletterIssueSchema, tooManyPosts } from '../../../validation/newsletter-issue.schema.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { queueMail, queueMails, renderMailPreview } from '../../mail/index.js';
import { recordAdminChange } from '../../audit/audit.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { User } from '../../users/user.entity.js';
import { unsubscribeUrls } from '../newsletter.links.js';
import { NewsletterIssue, NewsletterIssueState } from './newsletter-issue.entity.js';
import { findTeaserPosts, issueMailContent } from './newsletter-issue.content.js';
import { createDeliveries, findIssueForUpdate, lockPendingDeliveries, recordDeliveryMails } from './newsletter-issue.repository.js';

/** The job that turns a sending issue's deliveries into outbox mails, batch by batch (newsletter-issue.tasks.ts). */
export const NEWSLETTER_BATCH_TASK = 'newsletter_issue_batches';
/** Deliveries rendered, queued and recorded per transaction. */
export const NEWSLETTER_BATCH_SIZE = 250;
/** Batch jobs per issue: they take batches side by side (SKIP LOCKED), on one instance or two. */
export const NEWSLETTER_BATCH_JOBS = 2;

export type IssueResult = { ok: true; issue: NewsletterIssue } | { ok: false; errors: FieldError[] };
export type TestResult = { ok: true; email: string; count: number } | { ok: false; errors: FieldError[] };

const issueNotFound: FieldError = { field: 'issueId', ...message('NEWSLETTER_ISSUE_NOT_FOUND', 'validation.newsletterIssueNotFound') };
const issueSent: FieldError = { field: '', ...message('INVALID_TRANSITION', 'validation.newsletterIssueSent') };

/** What the audit log keeps of an issue: what it says and to whom (the texts are the school's, no personal data). */
const auditValues = (issue: NewsletterIssue) => ({
  audience: issue.audience,
  subjectDe: issue.subjectDe,
  bodyDe: issue.bodyDe,
  subjectEn: issue.subjectEn,
  bodyEn: issue.bodyEn,
  postIds: issue.postIds,
});

/** The page that unsubscribes, without a token: what a test mail and the preview link to (staff are no subscribers). */
const sampleUnsubscribe = (origin: string, language: Language) => ({
  unsubscribePageUrl: `${origin}/newsletter/unsubscribe?${new URLSearchParams({ lang: language })}`,
  oneClickUnsubscribeUrl: `${origin}/api/newsletter/unsubscribe`,
});

/** Staff's newsletter: compose, preview, test, and send an issue to every confirmed subscriber once. */
export const newsletterIssueService = {
  /**
   * Creates (`id` undefined) or changes a draft (null: an id that names no issue); an issue being sent or sent is
   * refused (`INVALID_TRANSITION`), nothing changed.
   */
  async save(ctx: RequestContext, id: number | null | undefined, input: unknown, postIds: (number | null)[]): Promise<IssueResult> {
    const checked = validateInput(newsletterIssueSchema, input);
    const tooMany = tooManyPosts(postIds.length);
    const posts = tooMany.length > 0 ? { ok: false as const, errors: tooMany } : await this.postIds(ctx, postIds);
    if (!checked.ok || !posts.ok) return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...(posts.ok ? [] : posts.errors)] };
    const { audience, subjectDe, bodyDe, subjectEn, bodyEn } = checked.value;
    return transactional(ctx, async (tx): Promise<IssueResult> => {
      const issue = id === undefined ? tx.em.create(NewsletterIssue, {}) : id === null ? null : await findIssueForUpdate(tx.em, id);
      if (!issue) return { ok: false, errors: [issueNotFound] };
      if (issue.state !== NewsletterIssueState.DRAFT) return { ok: false, errors: [issueSent] };
      const created = id === undefined;
      const before = created ? null : auditValues(issue);
      Object.assign(issue, {
        audience,
        subjectDe: subjectDe ?? '',
        bodyDe: bodyDe ?? '',
        subjectEn: subjectEn ?? '',
        bodyEn: bodyEn ?? '',
        postIds: posts.ids,
      });
      await tx.em.flush();
      recordAdminChange(tx.em, tx.user, {
        entityType: 'newsletterIssue',
        entityId: issue.id,
        action: created ? AuditAction.CREATED : AuditAction.UPDATED,
        before,
        after: auditValues(issue),
      });
      await tx.em.flush();
      return { ok: true, issue };
    });
  },

  /** The posts (null: an id that names no post), repeats dropped; each must be a published post's (`BLOG_POST_NOT_FOUND`). */
  async postIds(ctx: RequestContext, ids: (number | null)[]): Promise<{ ok: true; ids: number[] } | { ok: false; errors: FieldError[] }> {
    const found = await findTeaserPosts(
      ctx.em,
      ids.filter((id): id is number => id !== null),
    );
    const errors = ids.flatMap((id, index) =>
      id !== null && found.get(id)?.published
        ? []
        : [{ field: `postIds.${index}`, ...message('BLOG_POST_NOT_FOUND', 'validation.blogPostNotFound') }],
    );
    return errors.length > 0 ? { ok: false, errors } : { ok: true, ids: [...new Set(ids as number[])] };
  },

  /** The mail one language's subscribers get (with an unsubscribe link that names nobody), as HTML, text and headers. */
  async preview(ctx: RequestContext, issue: NewsletterIssue, language: Language) {
    const origin = issue.siteOrigin ?? siteOrigin(ctx);
    const content = issueMailContent(issue, language, await findTeaserPosts(ctx.em, issue.postIds), origin);
    return renderMailPreview(ctx.em, { template: 'newsletter', language, data: { ...content, ...sampleUnsubscribe(origin, language) } });
  },

  /** The issue, marked as a test, to the signed-in admin's own address: one mail per language its audience reads. */
  async sendTest(ctx: RequestContext, id: number | null): Promise<TestResult> {
    const issue = id === null ? null : await ctx.em.findOne(NewsletterIssue, { id });
    if (!issue) return { ok: false, errors: [issueNotFound] };
    const missing = missingIssueTexts(issue);
    if (missing.length > 0) return { ok: false, errors: missing };
    const user = ctx.user ? await ctx.em.findOne(User, ctx.user.id) : null;
    const email = user?.email?.trim();
    if (!email) return { ok: false, errors: [{ field: '', ...message('REQUIRED', 'validation.accountEmailMissing') }] };
    const origin = siteOrigin(ctx);
    const posts = await findTeaserPosts(ctx.em, issue.postIds);
    const languages = audienceLanguages(issue.audience);
    await transactional(ctx, async (tx) => {
      for (const language of languages) {
        const content = issueMailContent(issue, language, posts, origin);
        await queueMail(tx, {
          template: 'newsletter',
          to: email,
          language,
          data: { ...content, ...sampleUnsubscribe(origin, language), test: true },
        });
      }
    });
    return { ok: true, email, count: languages.length };
  },

  /**
   * "Send to all": in one transaction, with the issue locked, a delivery row for every confirmed subscriber of its
   * audience (one statement; unique per issue and subscription) and the batch jobs that turn them into outbox mails.
   * Only a draft with all its texts is sent; a second press, here or on another instance, finds it sending and is
   * refused (`INVALID_TRANSITION`). An audience without subscribers is refused too (`NO_RECIPIENTS`), nothing changed.
   */
  async send(ctx: RequestContext, id: number | null): Promise<IssueResult> {
    if (id === null) return { ok: false, errors: [issueNotFound] };
    return transactional(ctx, async (tx): Promise<IssueResult> => {
      const issue = await findIssueForUpdate(tx.em, id);
      if (!issue) return { ok: false, errors: [issueNotFound] };
      if (issue.state !== NewsletterIssueState.DRAFT) return { ok: false, errors: [issueSent] };
      const missing = missingIssueTexts(issue);
      if (missing.length > 0) return { ok: false, errors: missing };
      const created = await createDeliveries(tx.em, issue.id, issue.audience);
      if (created === 0) return { ok: false, errors: [{ field: '', ...message('NO_RECIPIENTS', 'validation.newsletterNoRecipients') }] };
      Object.assign(issue, {
        state: NewsletterIssueState.SENDING,
        sendStartedAt: new Date(),
        siteOrigin: siteOrigin(tx),
        sentByUserId: tx.user?.id ?? null,
      });
      recordAdminChange(tx.em, tx.user, {
        entityType: 'newsletterIssue',
        entityId: issue.id,
        action: AuditAction.UPDATED,
        before: { state: NewsletterIssueState.DRAFT },
        after: { state: NewsletterIssueState.SENDING, recipients: created },
      });
      await tx.em.flush();
      for (let job = 1; job <= NEWSLETTER_BATCH_JOBS; job++) {
        await addJob(
          tx.em,
          NEWSLETTER_BATCH_TASK,
          { issueId: issue.id },
          { jobKey: `${NEWSLETTER_BATCH_TASK}:${issue.id}:${job}`, maxAttempts: 10 },
        );
      }
      tx.log.info({ issueId: issue.id, recipients: created }, 'newsletter issue sending');
      return { ok: true, issue };
    });
  },

  /**
   * One batch of a sending issue, in one transaction: up to NEWSLETTER_BATCH_SIZE of its deliveries without a mail
   * (locked, others' skipped), rendered per language once, queued into the outbox with their `send_mail` jobs and
   * recorded on the deliveries. A subscriber who left meanwhile is skipped. Returns how many deliveries it took.
   */
  async prepareBatch(em: EntityManager, appSettings: AppSettings, issueId: number): Promise<number> {
    return em.transactional(async (tx) => {
      const issue = await tx.findOne(NewsletterIssue, { id: issueId });
      if (!issue || issue.state !== NewsletterIssueState.SENDING || !issue.siteOrigin) return 0;
      const deliveries = await lockPendingDeliveries(tx, issueId, NEWSLETTER_BATCH_SIZE);
      if (deliveries.length === 0) return 0;
      const links = { origin: issue.siteOrigin, appSettings };
      const posts = await findTeaserPosts(tx, issue.postIds);
      const contents = new Map<Language, ReturnType<typeof issueMailContent>>();
      const contentOf = (language: Language) => {
        if (!contents.has(language)) contents.set(language, issueMailContent(issue, language, posts, issue.siteOrigin!));
        return contents.get(language)!;
      };
      const sendable = deliveries.filter((delivery) => delivery.confirmed);
      const mailIds = await queueMails(
        { em: tx },
        sendable.map((delivery) => {
          // Every mail in the language the issue is written for that subscriber (the audience's, else their own).
          const language: Language = issue.audience === 'all' ? (delivery.language === 'en' ? 'en' : 'de') : issue.audience;
          const urls = unsubscribeUrls(links, { id: delivery.subscriptionId, email: delivery.email, language: delivery.language });
          return {
            template: 'newsletter' as const,
            to: delivery.email,
            language,
            data: { ...contentOf(language), unsubscribePageUrl: urls.page, oneClickUnsubscribeUrl: urls.oneClick },
          };
        }),
      );
      await recordDeliveryMails(
        tx,
        sendable.map((delivery, index) => ({ id: delivery.id, mailId: mailIds[index] })),
        deliveries.filter((delivery) => !delivery.confirmed).map((delivery) => delivery.id),
      );
      return deliveries.length;
    });
  },

  /** A batch job: batches until none is left for it (a crash leaves the rest to the job's retry or its twin). */
  async prepareAll(em: EntityManager, appSettings: AppSettings, issueId: number, log: JobLog): Promise<void> {
    let total = 0;
    for (;;) {
      const taken = await this.prepareBatch(em.fork(), appSettings, issueId);
      if (taken === 0) break;
      total += taken;
    }
    if (total > 0) log.info({ issueId, deliveries: total }, 'newsletter deliveries queued into the outbox');
  },
};
