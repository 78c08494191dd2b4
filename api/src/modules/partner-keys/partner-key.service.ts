import { type RequestContext, type PartnerPrincipal, transactional } from '../../context/request-context.js';
import { createPartnerKeySchema, orderedScopes, revokePartnerKeySchema } from '../../validation/partner-key.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { User } from '../users/user.entity.js';
import { PartnerKey } from './partner-key.entity.js';
import { hasPartnerKeyShape, hashPartnerKey, newPartnerSecret } from './partner-key.secret.js';

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** A key made just now, with the key itself: the one moment it is known outside the partner's program. */
export interface CreatedPartnerKey {
  key: PartnerKey;
  secret: string;
}

/**
 * Partner API keys (README "Partner keys"): admins make, list and revoke them (the resolver is `@Authorized(ADMIN_ONLY)`:
 * a key reads orders and customers' data, as an account does, and accounts are admins' business). Every change is in
 * the audit log, in the change's transaction.
 */
export const partnerKeyService = {
  /** Every key, newest first (revoked ones too: the list is also their history). */
  list(ctx: RequestContext): Promise<PartnerKey[]> {
    return ctx.em.find(PartnerKey, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['createdBy', 'revokedBy'] });
  },

  async create(ctx: RequestContext, input: unknown): Promise<Result<CreatedPartnerKey>> {
    const checked = validateInput(createPartnerKeySchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const scopes = orderedScopes(checked.value.scopes as string[]);
    const secret = newPartnerSecret();
    return transactional(ctx, async (tx) => {
      const key = tx.em.create(PartnerKey, {
        name: checked.value.name,
        prefix: secret.prefix,
        secretHash: secret.hash,
        scopes,
        createdBy: tx.em.getReference(User, actor.id),
      });
      await tx.em.flush();
      recordAdminChange(tx.em, actor, {
        entityType: 'partnerKey',
        entityId: key.id,
        action: AuditAction.CREATED,
        before: null,
        after: { name: key.name, prefix: key.prefix, scopes },
      });
      await tx.em.flush();
      await tx.em.populate(key, ['createdBy']);
      return { ok: true as const, value: { key, secret: secret.key } };
    });
  },

  /** Revokes a key for good: one conditional update, so two admins revoking at once record it once. */
  async revoke(ctx: RequestContext, input: unknown): Promise<Result<PartnerKey>> {
    const checked = validateInput(revokePartnerKeySchema, input);
    if (!checked.ok) return checked;
    const actor = ctx.user!;
    const { keyId } = checked.value;
    return transactional(ctx, async (tx) => {
      const now = new Date();
      const taken = await tx.em.nativeUpdate(PartnerKey, { id: keyId, revokedAt: null }, { revokedAt: now, revokedBy: actor.id });
      if (taken !== 1) {
        return {
          ok: false as const,
          errors: [{ field: 'keyId', code: 'PARTNER_KEY_NOT_FOUND' as const, id: 'validation.partnerKeyNotFound' as const }],
        };
      }
      const key = await tx.em.findOneOrFail(PartnerKey, keyId, { refresh: true, populate: ['createdBy', 'revokedBy'] });
      recordAdminChange(tx.em, actor, {
        entityType: 'partnerKey',
        entityId: key.id,
        action: AuditAction.REVOKED,
        before: { revokedAt: null },
        after: { revokedAt: now, name: key.name, prefix: key.prefix },
      });
      await tx.em.flush();
      return { ok: true as const, value: key };
    });
  },
};

/**
 * The key a request came with, if it is one and not revoked. Looked up by its hash on every request, never cached, so a
 * revocation holds at once on every instance. A token not of a key's exact shape is refused without a query.
 */
export async function findActivePartnerKey(em: RequestContext['em'], token: string): Promise<PartnerKey | null> {
  if (!hasPartnerKeyShape(token)) return null;
  return em.findOne(PartnerKey, { secretHash: hashPartnerKey(token), revokedAt: null });
}

export const partnerPrincipal = (key: PartnerKey): PartnerPrincipal => ({ keyId: key.id, prefix: key.prefix, scopes: key.scopes });

/** A key as it is now, by its id: null once revoked. For what outlives a request (a live stream), read at each event. */
export async function activePartnerPrincipal(em: RequestContext['em'], keyId: number): Promise<PartnerPrincipal | null> {
  const key = await em.findOne(PartnerKey, { id: keyId, revokedAt: null });
  return key && partnerPrincipal(key);
}
