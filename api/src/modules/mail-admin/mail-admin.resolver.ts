import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../graphql/connection.js';
import { databaseIdOf } from '../../graphql/node.js';
import { reviewInvitationService } from '../review-invitations/review-invitation.service.js';
import { ADMIN_MAILS_PAGE_SIZE, mailAdminService } from './mail-admin.service.js';
import { findMailContent } from './mail-admin.reader.js';
import {
  MailConnection,
  MailContent,
  MailView,
  RetryMailInput,
  RetryMailPayload,
  SendReviewInvitationsPayload,
  SendTestMailPayload,
} from './mail-admin.types.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../users/roles.js';

/** Who may read an outbox mail (`adminMail`, and `node(id:)` for a Mail): its admins. */
export const MAIL_READERS = ADMIN_ONLY;
import { MailDeliveryStatus } from '../mail/mail.entity.js';

const AdminMailPageArgs = connectionArgs(ADMIN_MAILS_PAGE_SIZE);

/**
 * Staff's side of mail: the outbox, retries, review invitations and test mails. The outbox and test mails
 * are the admin's (roles.ts: they show the mail server's setup and mail the signed-in account); inviting customers to
 * review their course is review work, which staff do too.
 */
@Resolver(() => MailView)
export class MailAdminResolver {
  @Authorized(ADMIN_ONLY)
  @Query(() => MailConnection, {
    description: 'Admins only: the mail outbox, newest first. Cursors are valid only with the same `status` and `search`.',
  })
  async adminMails(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminMailPageArgs) paging: ConnectionArguments,
    @Arg('status', () => MailDeliveryStatus, { nullable: true, description: 'Only mails in this state; null or absent: all.' })
    status?: MailDeliveryStatus | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words (at most 8, 200 characters) that must each be part of the recipient, the subject or the template name.',
    })
    search?: string | null,
  ) {
    const filter = { status: status ?? null, search: search?.trim() || null };
    const page = pageRequest({ list: 'Mail', filter }, paging, ADMIN_MAILS_PAGE_SIZE);
    return toConnection(await mailAdminService.list(ctx, filter, page), page);
  }

  @Authorized(MAIL_READERS)
  @Query(() => MailView, {
    nullable: true,
    description: 'Admins only: one outbox mail by its global `id` (to read its `content`); null when there is none.',
  })
  adminMail(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The mail's global `id`." }) id: string,
  ): Promise<MailView | null> {
    return mailAdminService.find(ctx, databaseIdOf(id, 'Mail'));
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => MailContent, {
    description:
      'Admins only: what the mail says. For a caught mail the copy the embedded mail catcher received over SMTP; otherwise as rendered into the outbox. Read it for one mail at a time.',
  })
  async content(@Ctx() ctx: RequestContext, @Root() mail: MailView): Promise<MailContent> {
    const content = await findMailContent(ctx.em, mail.id);
    if (!content) throw new Error(`outbox mail ${mail.id} vanished while it was read`);
    return content;
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => RetryMailPayload, {
    description:
      'Admins only: queues a failed, stuck or not sent mail again (a new delivery job for the same outbox row). Refused with `INVALID_TRANSITION` for a sent or caught mail or one already waiting. Recorded in the audit log.',
  })
  async retryMail(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RetryMailInput, { description: 'The mail.' }) input: RetryMailInput,
  ): Promise<RetryMailPayload> {
    return mailAdminService.retry(ctx, databaseIdOf(input.mailId, 'Mail'));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => SendReviewInvitationsPayload, {
    description:
      "Staff and admins: invites the customers of finished courses (last day before today in Gersthofen; confirmed and paid orders) to review them, in their order's language, " +
      'with a link to `/review?courseId=…`. Each address and course at most once, ever (also when two admins send at once). Takes no input.',
  })
  async sendReviewInvitations(@Ctx() ctx: RequestContext): Promise<SendReviewInvitationsPayload> {
    return { sent: await reviewInvitationService.sendInvitations(ctx), errors: [] };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SendTestMailPayload, {
    description:
      "Admins only: sends a test mail to the signed-in admin's own address (`REQUIRED` when the account has none). Takes no input.",
  })
  sendTestEmail(@Ctx() ctx: RequestContext): Promise<SendTestMailPayload> {
    return reviewInvitationService.sendTestEmail(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SendTestMailPayload, {
    description:
      "Admins only: sends a review invitation, marked as a test, to the signed-in admin's own address (`REQUIRED` when the account has none). Takes no input.",
  })
  sendTestReviewInvitation(@Ctx() ctx: RequestContext): Promise<SendTestMailPayload> {
    return reviewInvitationService.sendTestReviewInvitation(ctx);
  }
}
