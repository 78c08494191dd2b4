import { type RequestContext, transactional } from '../../context/request-context.js';
import { accountEmailSchema } from '../../validation/account-email.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { recordAdminChange } from '../audit/audit.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { User } from './user.entity.js';

export type AccountEmailResult = { ok: true; email: string } | { ok: false; errors: FieldError[] };

/**
 * The signed-in account's own e-mail address: where its test mails and sign-in lock notices go (asked for
 * on first sign-in when the account has none). Validated, stored, and recorded in the audit log.
 */
export const accountEmailService = {
  async email(ctx: RequestContext): Promise<string | null> {
    if (!ctx.user) return null;
    const user = await ctx.em.findOne(User, ctx.user.id, { fields: ['email'] });
    return user?.email ?? null;
  },

  async setEmail(ctx: RequestContext, input: unknown): Promise<AccountEmailResult> {
    const checked = validateInput(accountEmailSchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    return transactional(ctx, async (tx) => {
      const user = await tx.em.findOneOrFail(User, actor.id);
      const before = user.email ?? null;
      user.email = checked.value.email;
      recordAdminChange(tx.em, actor, {
        entityType: 'user',
        entityId: user.id,
        action: AuditAction.UPDATED,
        before: { email: before },
        after: { email: user.email },
      });
      await tx.em.flush();
      return { ok: true as const, email: user.email };
    });
  },
};
