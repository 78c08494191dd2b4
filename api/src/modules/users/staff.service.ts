import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import {
  acceptInvitationSchema,
  changeStaffRoleSchema,
  inviteStaffSchema,
  staffAccountSchema,
  withdrawInvitationSchema,
} from '../../validation/staff-account.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { hashPassword } from '../auth/password.js';
import { Session } from '../auth/session.entity.js';
import { queueMail } from '../mail/index.js';
import { INVITATION_VALIDITY_DAYS, accountTokens } from './account.token.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { User, UserRole } from './user.entity.js';

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const fail = (field: string, code: FieldError['code'], id: FieldError['id']): { ok: false; errors: FieldError[] } => ({
  ok: false,
  errors: [{ field, code, id }],
});
const invitationInvalid = () => fail('token', 'INVALID_TOKEN', 'validation.invitationInvalid');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation page of a token, in the invitation's language (`?lang=` decides a page's language first). */
export const invitationUrl = (origin: string, token: string, language: string) =>
  `${origin}/team/invitation?${new URLSearchParams({ token, lang: language })}`;

/** Ends every running session of an account at once (deactivation, password change, reset), but `except` one. */
export async function endSessionsOf(
  em: RequestContext['em'],
  userId: number,
  except: string | null = null,
  now = new Date(),
): Promise<number> {
  return em.nativeUpdate(
    Session,
    { user: userId, revokedAt: null, expiresAt: { $gt: now }, ...(except ? { id: { $ne: except } } : {}) },
    { revokedAt: now },
  );
}

/** Admins left who can sign in, but `exceptUserId`: there must always be one (`LAST_ADMIN`). */
async function otherActiveAdmins(ctx: RequestContext, exceptUserId: number): Promise<number> {
  return ctx.em.count(User, { role: UserRole.ADMIN, deactivatedAt: null, id: { $ne: exceptUserId } });
}

/**
 * The team. Admins invite staff by e-mail (a signed, expiring, single-use link lets them choose a username
 * and password), change an account's role and deactivate one (its sessions end at once). Admins only: the resolver's
 * `@Authorized(ADMIN_ONLY)`. Every change is in the audit log.
 */
export const staffService = {
  /** An account, for whoever may read it: its owner (as `viewer`), or an admin (as the staff list); null for anyone else. */
  async account(ctx: RequestContext, id: number): Promise<Pick<User, 'id' | 'username' | 'role'> | null> {
    if (!ctx.user || (ctx.user.id !== id && ctx.user.role !== UserRole.ADMIN)) return null;
    const user = await ctx.em.findOne(User, id, { fields: ['id', 'username', 'role'] });
    return user ? { id: user.id, username: user.username, role: user.role } : null;
  },

  list(ctx: RequestContext): Promise<User[]> {
    return ctx.em.find(User, {}, { orderBy: { deactivatedAt: 'asc nulls first', username: 'asc' } });
  },

  /** Open invitations (neither accepted nor expired), newest first. */
  openInvitations(ctx: RequestContext): Promise<StaffInvitation[]> {
    return ctx.em.find(
      StaffInvitation,
      { acceptedAt: null, withdrawnAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc' }, limit: 100 },
    );
  },

  async invite(ctx: RequestContext, input: unknown): Promise<Result<StaffInvitation>> {
    const checked = validateInput(inviteStaffSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const { email, role } = checked.value;
    const language = checked.value.language ?? ctx.language;
    return transactional(ctx, async (tx) => {
      const invitation = tx.em.create(StaffInvitation, {
        email,
        role: role as UserRole,
        language,
        invitedBy: tx.em.getReference(User, actor.id),
        expiresAt: new Date(Date.now() + INVITATION_VALIDITY_DAYS * DAY_MS),
      });
      await tx.em.flush();
      const token = accountTokens.sign(
        tx.appSettings.keys.account,
        { purpose: 'invite', id: invitation.id, expiresAt: invitation.expiresAt },
        email,
      );
      await queueMail(tx, {
        template: 'staffInvitation',
        to: email,
        language,
        data: {
          invitedBy: actor.username,
          role: role as 'admin' | 'staff' | 'trainer',
          acceptUrl: invitationUrl(siteOrigin(tx), token, language),
          validDays: INVITATION_VALIDITY_DAYS,
        },
      });
      recordAdminChange(tx.em, actor, {
        entityType: 'staffInvitation',
        entityId: invitation.id,
        action: AuditAction.CREATED,
        before: null,
        after: { email, role },
      });
      await tx.em.flush();
      return { ok: true as const, value: invitation };
    });
  },

  /**
   * An open invitation withdrawn (a wrong address, someone who is not coming): its link makes no account from then on
   * and says it was withdrawn. One conditional update, so a link used at the same moment either made its account
   * first (then the withdrawal is refused) or is refused itself. Audited.
   */
  async withdraw(ctx: RequestContext, input: unknown): Promise<Result<StaffInvitation>> {
    const checked = validateInput(withdrawInvitationSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const { invitationId } = checked.value;
    return transactional(ctx, async (tx) => {
      const now = new Date();
      const taken = await tx.em.nativeUpdate(
        StaffInvitation,
        { id: invitationId, acceptedAt: null, withdrawnAt: null, expiresAt: { $gt: now } },
        { withdrawnAt: now },
      );
      if (taken !== 1) return fail('invitationId', 'INVITATION_NOT_FOUND', 'validation.invitationNotOpen');
      const invitation = await tx.em.findOneOrFail(StaffInvitation, invitationId, { refresh: true });
      recordAdminChange(tx.em, actor, {
        entityType: 'staffInvitation',
        entityId: invitation.id,
        action: AuditAction.UPDATED,
        before: { withdrawn: false },
        after: { withdrawn: true, email: invitation.email },
      });
      await tx.em.flush();
      return { ok: true as const, value: invitation };
    });
  },

  /**
   * Public (the token is the credential): the invited person chooses username and password; the account is made
   * with the invitation's address and role. Once only: the invitation is taken by one conditional update, so two
   * tabs sending the form make one account. Refused input changes nothing.
   */
  async accept(ctx: RequestContext, input: unknown): Promise<Result<User>> {
    const checked = validateInput(acceptInvitationSchema, input);
    if (!checked.ok) return checked;
    const { token, username, password } = checked.value;
    const claims = accountTokens.read(token, 'invite');
    if (!claims) return invitationInvalid();
    const invitation = await ctx.em.findOne(StaffInvitation, claims.id);
    if (!invitation || !accountTokens.signedFor(ctx.appSettings.keys.account, token, claims, invitation.email)) return invitationInvalid();
    if (invitation.withdrawnAt) return fail('token', 'INVALID_TOKEN', 'validation.invitationWithdrawn');
    if (invitation.acceptedAt) return invitationInvalid();
    if (invitation.expiresAt.getTime() <= Date.now()) return fail('token', 'TOKEN_EXPIRED', 'validation.invitationExpired');
    if (await ctx.em.count(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } }))
      return fail('username', 'USERNAME_TAKEN', 'validation.usernameTaken');
    const passwordHash = await hashPassword(password);
    try {
      return await transactional(ctx, async (tx) => {
        const now = new Date();
        const taken = await tx.em.nativeUpdate(
          StaffInvitation,
          { id: invitation.id, acceptedAt: null, withdrawnAt: null, expiresAt: { $gt: now } },
          { acceptedAt: now },
        );
        if (taken !== 1) return invitationInvalid();
        const user = tx.em.create(User, { username, passwordHash, role: invitation.role, email: invitation.email });
        await tx.em.flush();
        await tx.em.nativeUpdate(StaffInvitation, { id: invitation.id }, { account: user.id });
        recordAdminChange(tx.em, null, {
          entityType: 'user',
          entityId: user.id,
          action: AuditAction.CREATED,
          before: null,
          after: { username, role: user.role, email: user.email, invitation: invitation.id },
        });
        await tx.em.flush();
        return { ok: true as const, value: user };
      });
    } catch (error) {
      // Another form took the username meanwhile.
      if (error instanceof UniqueConstraintViolationException) return fail('username', 'USERNAME_TAKEN', 'validation.usernameTaken');
      throw error;
    }
  },

  async setRole(ctx: RequestContext, input: unknown): Promise<Result<User>> {
    const checked = validateInput(changeStaffRoleSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const { userId, role } = checked.value;
    if (userId === actor.id) return fail('userId', 'NOT_ON_OWN_ACCOUNT', 'validation.notOnOwnAccount');
    return transactional(ctx, async (tx) => {
      // One admin change at a time: two admins demoting each other must leave one admin.
      await tx.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['staff-accounts']);
      const user = await tx.em.findOne(User, userId);
      if (!user) return fail('userId', 'STAFF_ACCOUNT_NOT_FOUND', 'validation.staffAccountNotFound');
      if (user.role === UserRole.ADMIN && role !== 'admin' && (await otherActiveAdmins(tx, user.id)) === 0)
        return fail('role', 'LAST_ADMIN', 'validation.lastAdmin');
      const before = user.role;
      user.role = role as UserRole;
      recordAdminChange(tx.em, actor, {
        entityType: 'user',
        entityId: user.id,
        action: AuditAction.UPDATED,
        before: { role: before },
        after: { role: user.role },
      });
      await tx.em.flush();
      return { ok: true as const, value: user };
    });
  },

  /** Deactivates an account: it cannot sign in any more and every session of it ends now. Not one's own. */
  async deactivate(ctx: RequestContext, input: unknown): Promise<Result<User>> {
    return this.setActive(ctx, input, false);
  },

  async reactivate(ctx: RequestContext, input: unknown): Promise<Result<User>> {
    return this.setActive(ctx, input, true);
  },

  async setActive(ctx: RequestContext, input: unknown, active: boolean): Promise<Result<User>> {
    const checked = validateInput(staffAccountSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const { userId } = checked.value;
    if (userId === actor.id) return fail('userId', 'NOT_ON_OWN_ACCOUNT', 'validation.notOnOwnAccount');
    return transactional(ctx, async (tx) => {
      await tx.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['staff-accounts']);
      const user = await tx.em.findOne(User, userId);
      if (!user) return fail('userId', 'STAFF_ACCOUNT_NOT_FOUND', 'validation.staffAccountNotFound');
      if (!active && user.role === UserRole.ADMIN && (await otherActiveAdmins(tx, user.id)) === 0)
        return fail('userId', 'LAST_ADMIN', 'validation.lastAdmin');
      const before = user.deactivatedAt ?? null;
      const now = new Date();
      if (active) user.deactivatedAt = null;
      else if (!user.deactivatedAt) user.deactivatedAt = now;
      if (!active) await endSessionsOf(tx.em, user.id, null, now);
      recordAdminChange(tx.em, actor, {
        entityType: 'user',
        entityId: user.id,
        action: AuditAction.UPDATED,
        before: { deactivatedAt: before },
        after: { deactivatedAt: user.deactivatedAt ?? null },
      });
      await tx.em.flush();
      return { ok: true as const, value: user };
    });
  },
};
