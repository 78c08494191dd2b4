import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { User } from '../users/user.entity.js';
import { newTestMailToken, recordTestMailReceipt } from '../setup/test-mail-receipts.js';
import { queueMail } from '../mail/mail.service.js';
import type { MailAdminError } from '../mail-admin/mail-admin.service.js';
import { mailAdminText } from '../mail-admin/mail-admin.texts.js';
import {
  type FinishedCourses,
  type InvitationCandidate,
  claimInvitation,
  findInvitationCandidates,
  findSampleCourse,
  linkInvitationMail,
} from './review-invitation.reader.js';

export interface InvitationSent {
  email: string;
  name: string;
  courseTitle: string;
  courseId: number;
}

export interface TestMailResult {
  success: boolean;
  message: string;
  errors: MailAdminError[];
}

/** The review form of a course on the site (docs/SPEC.md §2 "Review"), absolute, for mails. */
export const reviewPageUrl = (ctx: Pick<RequestContext, 'origin'>, courseId: number) =>
  `${siteOrigin(ctx)}/review?${new URLSearchParams({ courseId: String(courseId) })}`;

/** The signed-in admin's own address (users.email), or the refusal that says there is none. */
async function adminAddress(ctx: RequestContext): Promise<{ email: string; username: string } | TestMailResult> {
  const user = ctx.user ? await ctx.em.findOne(User, ctx.user.id) : null;
  const email = user?.email?.trim();
  if (!user || !email) {
    const message = mailAdminText(ctx.language, 'noAdminEmail');
    return { success: false, message, errors: [{ field: null, code: 'REQUIRED', message }] };
  }
  return { email, username: user.username };
}

/**
 * Invites every customer of the finished courses who was not invited about that course yet, in the language of their
 * order, with the course's review link, in the caller's transaction (staff's button, and the daily follow-up job): each
 * invitation's row and its queued mail commit together, and the unique key lets each address and course through once, ever.
 */
export async function inviteCustomers(
  em: EntityManager,
  courses: FinishedCourses,
  reviewUrl: (courseId: number, candidate: InvitationCandidate) => string | null,
): Promise<InvitationSent[]> {
  const sent: InvitationSent[] = [];
  for (const candidate of await findInvitationCandidates(em, courses)) {
    // A job has no request: an order that knows no site address (and no PUBLIC_URL) cannot be sent a link; not claimed, so a later run may.
    const url = reviewUrl(candidate.courseId, candidate);
    if (!url) continue;
    const invitationId = await claimInvitation(em, candidate.email, candidate.courseId);
    if (invitationId === null) continue;
    const mail = await queueMail(
      { em },
      {
        template: 'reviewInvitation',
        to: candidate.email,
        language: candidate.language,
        data: { name: candidate.name, courseTitle: candidate.courseTitle, reviewUrl: url },
      },
    );
    await linkInvitationMail(em, invitationId, mail.id);
    sent.push({ email: candidate.email, name: candidate.name, courseTitle: candidate.courseTitle, courseId: candidate.courseId });
  }
  return sent;
}

/** Review invitations and the admins' test mails (docs/SPEC.md §2 dashboard buttons). */
export const reviewInvitationService = {
  /**
   * Invites every customer of a finished course (confirmed and paid orders) who was not invited about it yet, in
   * the language of their order, with the course's review link. One transaction: each invitation's row and its
   * queued mail commit together, and the unique key lets each address and course through once, ever.
   */
  sendInvitations(ctx: RequestContext): Promise<InvitationSent[]> {
    return transactional(ctx, async (tx) => {
      const sent = await inviteCustomers(tx.em, { endedBefore: todayInGersthofen() }, (courseId) => reviewPageUrl(ctx, courseId));
      ctx.log.info({ count: sent.length, actor: ctx.user?.username ?? null }, 'review invitations queued');
      return sent;
    });
  },

  /** A test mail to the signed-in admin's own address, through the outbox like every mail. */
  async sendTestEmail(ctx: RequestContext): Promise<TestMailResult> {
    const admin = await adminAddress(ctx);
    if (!('email' in admin)) return admin;
    const { token, confirmUrl } = newTestMailToken(ctx);
    await transactional(ctx, async (tx) => {
      const mail = await queueMail(tx, {
        template: 'adminTestMail',
        to: admin.email,
        language: ctx.language,
        data: { username: admin.username, confirmUrl },
      });
      recordTestMailReceipt(tx.em, mail, ctx.user?.id ?? null, token);
    });
    return {
      success: true,
      message: mailAdminText(ctx.language, `testSent_${ctx.appSettings.mail.delivery}`, { email: admin.email }),
      errors: [],
    };
  },

  /** The review invitation as customers get it (marked as a test), to the admin, about the course that ended last. */
  async sendTestReviewInvitation(ctx: RequestContext): Promise<TestMailResult> {
    const admin = await adminAddress(ctx);
    if (!('email' in admin)) return admin;
    await transactional(ctx, async (tx) => {
      const course = await findSampleCourse(tx.em);
      await queueMail(tx, {
        template: 'reviewInvitation',
        to: admin.email,
        language: ctx.language,
        data: {
          name: admin.username,
          courseTitle: course?.title ?? mailAdminText(ctx.language, 'sampleCourse'),
          reviewUrl: course ? reviewPageUrl(ctx, course.id) : `${siteOrigin(ctx)}/review`,
          test: true,
        },
      });
    });
    return {
      success: true,
      message: mailAdminText(ctx.language, `testReviewSent_${ctx.appSettings.mail.delivery}`, { email: admin.email }),
      errors: [],
    };
  },
};
