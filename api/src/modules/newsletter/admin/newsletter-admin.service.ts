import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../context/language.js';
import type { RequestContext } from '../../../context/request-context.js';
import type { PageOf, PageRequest } from '../../../db/find-page.js';
import { InvalidArgumentError } from '../../../validation/invalid-argument.js';
import { searchProblem } from '../../courses/course.rules.js';
import { NewsletterIssue, NewsletterIssueState } from '../issues/newsletter-issue.entity.js';
import { countDeliveries, type IssueCounts } from '../issues/newsletter-issue.repository.js';
import { newsletterIssueService } from '../issues/newsletter-issue.service.js';
import { subscribersCsv } from './newsletter-subscribers.csv.js';
import { allConfirmedSubscribers, findConfirmedSubscribers } from './newsletter-subscribers.reader.js';
import type { MailPreview, NewsletterIssueView, NewsletterSubscriberView } from './newsletter-admin-view.js';
import { NewsletterIssueStatus } from './newsletter-issue-status.js';

export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 50;
export const ADMIN_ISSUES_PAGE_SIZE = 20;

const NO_DELIVERIES: IssueCounts = { total: 0, sent: 0, caught: 0, failed: 0 };

/** Draft, sending, or done: "sent" only when a mail server took every mail not given up; caught mails reached nobody. */
function statusOf(issue: NewsletterIssue, counts: IssueCounts, done: number): NewsletterIssueStatus {
  if (issue.state === NewsletterIssueState.DRAFT) return NewsletterIssueStatus.DRAFT;
  if (counts.total === 0 || done < counts.total) return NewsletterIssueStatus.SENDING;
  return counts.caught > 0 ? NewsletterIssueStatus.CAUGHT : NewsletterIssueStatus.SENT;
}

function toView(issue: NewsletterIssue, counts: IssueCounts): NewsletterIssueView {
  const done = counts.sent + counts.caught + counts.failed;
  return {
    id: issue.id,
    audience: issue.audience,
    subjectDe: issue.subjectDe,
    bodyDe: issue.bodyDe,
    subjectEn: issue.subjectEn,
    bodyEn: issue.bodyEn,
    postDatabaseIds: issue.postIds,
    status: statusOf(issue, counts, done),
    progress: { ...counts, percent: counts.total > 0 ? Math.floor((done * 100) / counts.total) : 0 },
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    sendStartedAt: issue.sendStartedAt ?? null,
  };
}

/** Issues as the admin sees them, each with its progress (one counting query for all). */
export async function issueViews(em: EntityManager, issues: NewsletterIssue[]): Promise<NewsletterIssueView[]> {
  const counts = await countDeliveries(
    em,
    issues.filter((issue) => issue.state !== NewsletterIssueState.DRAFT).map((issue) => issue.id),
  );
  return issues.map((issue) => toView(issue, counts.get(issue.id) ?? NO_DELIVERIES));
}

/** Staff's side of the newsletter: the subscribers, their export, and the issues. */
export const newsletterAdminService = {
  async subscribers(ctx: RequestContext, search: string | null, page: PageRequest): Promise<PageOf<NewsletterSubscriberView>> {
    const problem = searchProblem(search);
    if (problem) throw new InvalidArgumentError(ctx.language, 'search', problem);
    const found = await findConfirmedSubscribers(ctx.em, search, page);
    return {
      ...found,
      rows: found.rows.map((row) => ({
        ...row,
        language: row.language as NewsletterSubscriberView['language'],
        confirmedAt: row.confirmedAt!,
      })),
    };
  },

  async subscribersCsv(ctx: RequestContext): Promise<string> {
    return subscribersCsv(await allConfirmedSubscribers(ctx.em), ctx.language);
  },

  async issues(ctx: RequestContext, page: PageRequest): Promise<PageOf<NewsletterIssueView>> {
    const totalCount = await ctx.em.count(NewsletterIssue);
    const offset = page.fromEnd ? Math.max(page.offset, totalCount - page.limit) : page.offset;
    const issues = await ctx.em.find(NewsletterIssue, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit, offset });
    return { rows: await issueViews(ctx.em, issues), totalCount, offset };
  },

  async issue(ctx: RequestContext, id: number | null): Promise<NewsletterIssueView | null> {
    const issue = id === null ? null : await ctx.em.findOne(NewsletterIssue, { id });
    return issue ? (await issueViews(ctx.em, [issue]))[0] : null;
  },

  async preview(ctx: RequestContext, id: number, language: Language): Promise<MailPreview> {
    const issue = await ctx.em.findOneOrFail(NewsletterIssue, { id });
    const rendered = await newsletterIssueService.preview(ctx, issue, language);
    return {
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: Object.entries(rendered.headers ?? {}).map(([name, value]) => ({ name, value })),
    };
  },
};
