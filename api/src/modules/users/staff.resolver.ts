import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors, validationMessage } from '../../graphql/mutation.js';
import { accountSessionsService } from './account-sessions.service.js';
import { takeResetRequest } from './password-reset.task.js';
import { passwordService } from './password.service.js';
import { ADMIN_ONLY } from './roles.js';
import type { StaffInvitation } from './staff-invitation.entity.js';
import { staffService } from './staff.service.js';
import {
  AcceptStaffInvitationInput,
  AcceptStaffInvitationPayload,
  AccountSession,
  ChangePasswordInput,
  EndAccountSessionInput,
  EndSessionsPayload,
  InviteStaffInput,
  InviteStaffPayload,
  PasswordPayload,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SetStaffRoleInput,
  StaffAccount,
  StaffAccountInput,
  StaffAccountPayload,
  StaffInvitationView,
  WithdrawStaffInvitationInput,
  WithdrawStaffInvitationPayload,
} from './staff.types.js';
import type { User } from './user.entity.js';

const accountView = (user: User): StaffAccount => ({
  databaseId: user.id,
  username: user.username,
  email: user.email ?? null,
  role: user.role,
  createdAt: user.createdAt,
  deactivatedAt: user.deactivatedAt ?? null,
});
const invitationView = (invitation: StaffInvitation): StaffInvitationView => ({
  databaseId: invitation.id,
  email: invitation.email,
  role: invitation.role,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});

/** Too many attempts: the whole request is refused (HTTP 429, Retry-After), as sign-in answers. */
function rateLimited(
  ctx: RequestContext,
  id: 'validation.passwordCheckThrottled' | 'validation.passwordResetThrottled',
  retryAfterSeconds: number,
): GraphQLError {
  return new GraphQLError(validationMessage(ctx.language, id, { minutes: Math.ceil(retryAfterSeconds / 60) }), {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/** The team (admins only), the own account (anyone signed in), and the public invitation and reset links. */
@Resolver()
export class StaffResolver {
  @Authorized(ADMIN_ONLY)
  @Query(() => [StaffAccount], { description: 'Admins only: every account, active ones first, by username.' })
  async staffAccounts(@Ctx() ctx: RequestContext): Promise<StaffAccount[]> {
    return (await staffService.list(ctx)).map(accountView);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [StaffInvitationView], { description: 'Admins only: open invitations (neither accepted nor expired), newest first.' })
  async staffInvitations(@Ctx() ctx: RequestContext): Promise<StaffInvitationView[]> {
    return (await staffService.openInvitations(ctx)).map(invitationView);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => InviteStaffPayload, {
    description: 'Admins only: mails an invitation link (7 days, once) with which the person chooses username and password. Audited.',
  })
  async inviteStaff(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => InviteStaffInput, { description: 'Address and role.' }) input: InviteStaffInput,
  ): Promise<InviteStaffPayload> {
    const result = await staffService.invite(ctx, input);
    return result.ok
      ? { invitation: invitationView(result.value), errors: [] }
      : { invitation: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => WithdrawStaffInvitationPayload, {
    description:
      'Admins only: withdraws an open invitation; its link then makes no account and says it was withdrawn (`INVITATION_NOT_FOUND` when it is not open any more). Audited.',
  })
  async withdrawStaffInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WithdrawStaffInvitationInput, { description: 'The invitation.' }) input: WithdrawStaffInvitationInput,
  ): Promise<WithdrawStaffInvitationPayload> {
    const result = await staffService.withdraw(ctx, input);
    return result.ok
      ? { invitation: invitationView(result.value), errors: [] }
      : { invitation: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => StaffAccountPayload, {
    description:
      "Admins only: gives an account another role (not one's own: `NOT_ON_OWN_ACCOUNT`; never the last admin away: `LAST_ADMIN`). Audited.",
  })
  async setStaffRole(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetStaffRoleInput, { description: 'Account and role.' }) input: SetStaffRoleInput,
  ): Promise<StaffAccountPayload> {
    return this.payload(ctx, await staffService.setRole(ctx, input));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => StaffAccountPayload, {
    description:
      "Admins only: the account can no longer sign in and its sessions end at once (not one's own, never the last admin). Audited.",
  })
  async deactivateStaffAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput,
  ): Promise<StaffAccountPayload> {
    return this.payload(ctx, await staffService.deactivate(ctx, input));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => StaffAccountPayload, { description: 'Admins only: a deactivated account may sign in again. Audited.' })
  async reactivateStaffAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput,
  ): Promise<StaffAccountPayload> {
    return this.payload(ctx, await staffService.reactivate(ctx, input));
  }

  @Mutation(() => AcceptStaffInvitationPayload, {
    description:
      "Public (the invitation link's token is the credential): creates the account with the username and password chosen. Once per invitation (`INVALID_TOKEN`, `TOKEN_EXPIRED`, `USERNAME_TAKEN`).",
  })
  async acceptStaffInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AcceptStaffInvitationInput, { description: 'Token, username, password.' }) input: AcceptStaffInvitationInput,
  ): Promise<AcceptStaffInvitationPayload> {
    const result = await staffService.accept(ctx, input);
    return result.ok
      ? { username: result.value.username, errors: [] }
      : { username: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized()
  @Query(() => [AccountSession], { description: "Signed in: the own account's running sessions, newest first." })
  accountSessions(@Ctx() ctx: RequestContext): Promise<AccountSession[]> {
    ctx.authSession?.answerIsPrivate();
    return accountSessionsService.list(ctx);
  }

  @Authorized()
  @Mutation(() => EndSessionsPayload, {
    description: 'Signed in: ends one session of the own account (`SESSION_NOT_FOUND` for any other).',
  })
  async endAccountSession(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => EndAccountSessionInput, { description: 'The session.' }) input: EndAccountSessionInput,
  ): Promise<EndSessionsPayload> {
    const result = await accountSessionsService.end(ctx, input);
    return result.ok ? { ended: result.value, errors: [] } : { ended: 0, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized()
  @Mutation(() => EndSessionsPayload, {
    description: "Signed in: ends every session of the own account but the request's own. Takes no input.",
  })
  async endOtherAccountSessions(@Ctx() ctx: RequestContext): Promise<EndSessionsPayload> {
    return { ended: await accountSessionsService.endOthers(ctx), errors: [] };
  }

  @Authorized()
  @Mutation(() => PasswordPayload, {
    description:
      "Signed in: changes the own password (`WRONG_PASSWORD` when the current one is not right); other sessions end, the account's address is told.",
  })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangePasswordInput, { description: 'Current and new password.' }) input: ChangePasswordInput,
  ): Promise<PasswordPayload> {
    const result = await passwordService.change(ctx, input);
    if (!result.ok && 'throttled' in result) throw rateLimited(ctx, 'validation.passwordCheckThrottled', result.throttled);
    return result.ok ? { done: true, errors: [] } : { done: false, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => PasswordPayload, {
    description:
      'Public: mails a reset link (60 minutes, once) if an active account has this address. The same answer for every valid address; ' +
      'at most 5 requests per client address in 15 minutes (`RATE_LIMITED`, HTTP 429, `Retry-After`).',
  })
  async requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestPasswordResetInput, { description: 'The address.' }) input: RequestPasswordResetInput,
  ): Promise<PasswordPayload> {
    const retryAfterSeconds = await takeResetRequest(ctx.em, ctx.clientAddress);
    if (retryAfterSeconds !== null) throw rateLimited(ctx, 'validation.passwordResetThrottled', retryAfterSeconds);
    const result = await passwordService.requestReset(ctx, input);
    return result.ok ? { done: true, errors: [] } : { done: false, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => PasswordPayload, {
    description:
      "Public (the reset link's token is the credential): sets a new password; every session of the account ends (`INVALID_TOKEN`, `TOKEN_EXPIRED`).",
  })
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResetPasswordInput, { description: 'Token and new password.' }) input: ResetPasswordInput,
  ): Promise<PasswordPayload> {
    const result = await passwordService.reset(ctx, input);
    return result.ok ? { done: true, errors: [] } : { done: false, errors: toUserErrors(ctx.language, result.errors) };
  }

  private payload(ctx: RequestContext, result: Awaited<ReturnType<typeof staffService.setRole>>): StaffAccountPayload {
    return result.ok
      ? { account: accountView(result.value), errors: [] }
      : { account: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
