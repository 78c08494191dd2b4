import type { RequestContext } from '../../context/request-context.js';
import { endSessionSchema } from '../../validation/staff-account.schema.js';
import { validateInput } from '../../validation/validate.js';
import { Session } from '../auth/session.entity.js';
import { type Result, endSessionsOf } from './staff.service.js';

/** One sign-in of the signed-in account (staff.types.ts registers it for GraphQL). */
export interface AccountSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  /** The browser it signed in with; null when unknown. */
  userAgent: string | null;
  /** Whether this is the session of the request itself. */
  current: boolean;
}

/** "Mein Konto" — the signed-in account's running sessions, and ending one or all others. Only ever its own. */
export const accountSessionsService = {
  async list(ctx: RequestContext): Promise<AccountSession[]> {
    const sessions = await ctx.em.find(
      Session,
      { user: ctx.user!.id, revokedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc' }, limit: 100 },
    );
    return sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt ?? null,
      userAgent: s.userAgent ?? null,
      current: s.id === ctx.authSession?.id,
    }));
  },

  /** Ends one session of the own account (the current one too: that is signing out). */
  async end(ctx: RequestContext, input: unknown): Promise<Result<number>> {
    const checked = validateInput(endSessionSchema, input);
    if (!checked.ok) return checked;
    const sessionId = checked.value.sessionId.toLowerCase();
    const ended = await ctx.em.nativeUpdate(Session, { id: sessionId, user: ctx.user!.id, revokedAt: null }, { revokedAt: new Date() });
    if (ended === 0) return { ok: false, errors: [{ field: 'sessionId', code: 'SESSION_NOT_FOUND', id: 'validation.sessionNotFound' }] };
    if (sessionId === ctx.authSession?.id) ctx.authSession.end();
    return { ok: true, value: ended };
  },

  async endOthers(ctx: RequestContext): Promise<number> {
    return endSessionsOf(ctx.em, ctx.user!.id, ctx.authSession?.id ?? null);
  },
};
