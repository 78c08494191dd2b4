import { randomBytes } from 'node:crypto';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { siteOrigin } from '../../context/site-origin.js';
import { addJob } from '../../jobs/job-queue.js';
import { changePasswordSchema, requestPasswordResetSchema, resetPasswordSchema } from '../../validation/staff-account.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { queueMail } from '../mail/index.js';
import { RESET_VALIDITY_MINUTES, accountTokens, resetBinding } from './account.token.js';
import { startPasswordCheck } from './password-check.throttle.js';
import { type Result, endSessionsOf } from './staff.service.js';
import { User } from './user.entity.js';

/** The job that mails a reset link, if the address belongs to an active account (password-reset.task.ts). */
export const PASSWORD_RESET_TASK = 'send_password_reset';

export interface PasswordResetRequest {
  email: string;
  language: 'de' | 'en';
  origin: string;
}

const fail = (field: string, code: FieldError['code'], id: FieldError['id']) => ({ ok: false as const, errors: [{ field, code, id }] });

/** The page where a reset link (or the "password changed" notice) leads. */
export const resetPageUrl = (origin: string, language: string, token?: string) =>
  `${origin}/team/password-reset?${new URLSearchParams({ ...(token ? { token } : {}), lang: language })}`;

/** A password hash nobody knows, compared when the account is gone, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const unknownHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

/** The notice that a password changed, to the account's own address (none without one). */
async function queuePasswordChanged(tx: RequestContext, user: User, language: 'de' | 'en', at: Date) {
  if (!user.email) return;
  await queueMail(tx, {
    template: 'passwordChanged',
    to: user.email,
    language,
    data: { username: user.username, changedAt: at.toISOString(), resetUrl: resetPageUrl(siteOrigin(tx), language) },
  });
}

/**
 * Passwords. Every signed-in account changes its own (the current one required); anyone may ask for a reset
 * link by address (the same answer whether the address has an account or not; the lookup and the mail happen in a
 * job, so the answer does not take longer for a real address either), and the link sets a new password once.
 * A new password ends the account's other sessions and tells the account's address.
 */
export const passwordService = {
  /**
   * Guessing the current password from a session someone left open is limited per account (password-check.throttle.ts):
   * refused after a few wrong ones (`throttled`, HTTP 429). It is not counted as a failed sign-in: that would lock
   * the account's sign-in, the owner's included.
   */
  async change(ctx: RequestContext, input: unknown): Promise<Result<true> | { ok: false; throttled: number }> {
    const checked = validateInput(changePasswordSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const user = await ctx.em.findOneOrFail(User, actor.id);
    const attempt = await startPasswordCheck(ctx.em, user.id);
    if (attempt.refused) return { ok: false, throttled: attempt.retryAfterSeconds };
    if (!(await verifyPassword(user.passwordHash, checked.value.currentPassword)))
      return fail('currentPassword', 'WRONG_PASSWORD', 'validation.wrongPassword');
    await attempt.succeeded();
    const passwordHash = await hashPassword(checked.value.newPassword);
    return transactional(ctx, async (tx) => {
      const now = new Date();
      // Changed only if it is still the hash that was checked (a parallel change wins, this one is refused).
      const changed = await tx.em.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash });
      if (changed !== 1) return fail('currentPassword', 'WRONG_PASSWORD', 'validation.wrongPassword');
      await endSessionsOf(tx.em, user.id, ctx.authSession?.id ?? null, now);
      recordAdminChange(tx.em, actor, {
        entityType: 'user',
        entityId: user.id,
        action: AuditAction.UPDATED,
        before: { password: 'old' },
        after: { password: 'changed' },
      });
      await queuePasswordChanged(tx, user, ctx.language, now);
      await tx.em.flush();
      return { ok: true as const, value: true as const };
    });
  },

  /** Always "requested" for a valid address: the job decides whether there is anything to send. */
  async requestReset(ctx: RequestContext, input: unknown): Promise<Result<true>> {
    const checked = validateInput(requestPasswordResetSchema, input);
    if (!checked.ok) return checked;
    const request: PasswordResetRequest = { email: checked.value.email, language: ctx.language, origin: siteOrigin(ctx) };
    await transactional(ctx, (tx) => addJob(tx.em, PASSWORD_RESET_TASK, { ...request }, { maxAttempts: 5 }));
    return { ok: true, value: true };
  },

  /** Sets a new password through a reset link: once (the link is signed over the old hash), and only before it expires. */
  async reset(ctx: RequestContext, input: unknown): Promise<Result<true>> {
    const checked = validateInput(resetPasswordSchema, input);
    if (!checked.ok) return checked;
    const { token, password } = checked.value;
    const invalid = () => fail('token', 'INVALID_TOKEN', 'validation.resetLinkInvalid');
    const claims = accountTokens.read(token, 'reset');
    if (!claims) return invalid();
    const user = await ctx.em.findOne(User, claims.id);
    const genuine =
      !!user &&
      !user.deactivatedAt &&
      !!user.email &&
      accountTokens.signedFor(ctx.appSettings.keys.account, token, claims, resetBinding(user));
    if (!genuine) {
      await unknownHash();
      return invalid();
    }
    if (claims.expiresAt!.getTime() <= Date.now()) return fail('token', 'TOKEN_EXPIRED', 'validation.resetLinkExpired');
    const passwordHash = await hashPassword(password);
    return transactional(ctx, async (tx) => {
      const now = new Date();
      const changed = await tx.em.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash });
      if (changed !== 1) return invalid();
      await endSessionsOf(tx.em, user.id, null, now);
      recordAdminChange(tx.em, null, {
        entityType: 'user',
        entityId: user.id,
        action: AuditAction.UPDATED,
        before: { password: 'old' },
        after: { password: 'reset by mail' },
      });
      await queuePasswordChanged(tx, user, ctx.language, now);
      await tx.em.flush();
      return { ok: true as const, value: true as const };
    });
  },
};

export { RESET_VALIDITY_MINUTES };
