import { type RequestContext, transactional } from '../../context/request-context.js';
import { businessProfileSchema } from '../../validation/business-profile.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { BUSINESS_PROFILE_KEY, type BusinessProfile, readBusinessProfile } from './business-profile.js';
import { Setting } from './setting.entity.js';

export type UpdateBusinessProfileResult = { ok: true; businessProfile: BusinessProfile } | { ok: false; errors: FieldError[] };

/** The business profile is one object; the audit log names it by this id (`entityType` 'businessProfile'). */
export const BUSINESS_PROFILE_AUDIT_ID = 1;

/** What the public may read: everything but where the office's notifications go (staff's own inboxes) and the tax number (invoices only). */
export type PublicBusinessProfile = Omit<BusinessProfile, 'notificationEmails' | 'taxNumber'>;

export function publicBusinessProfile(profile: BusinessProfile): PublicBusinessProfile {
  const { notificationEmails: _inboxes, taxNumber: _taxNumber, ...rest } = profile;
  return rest;
}

/** Flat, with the address list as one text, so the audit log's "changed fields" compare by value. */
function auditValues(profile: BusinessProfile): Record<string, unknown> {
  return { ...profile, notificationEmails: profile.notificationEmails.join(', ') };
}

/**
 * Replaces the whole business profile (admins only: the resolver is `@Authorized(ADMIN_ONLY)`). Refused input changes
 * nothing; the audit log (admins only) keeps who changed what from what to what; the log names the fields only.
 */
export async function updateBusinessProfile(ctx: RequestContext, input: unknown): Promise<UpdateBusinessProfileResult> {
  // A client that does not know the owner field (absent or null) keeps what is stored.
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const withOwner =
    given.owner === undefined || given.owner === null ? { ...given, owner: (await readBusinessProfile(ctx.em)).owner } : given;
  const checked = validateInput(businessProfileSchema, withOwner);
  if (!checked.ok) return checked;
  const value: BusinessProfile = checked.value;
  const before = await transactional(ctx, async (tx) => {
    const previous = await readBusinessProfile(tx.em);
    await tx.em.upsert(Setting, { key: BUSINESS_PROFILE_KEY, value, updatedAt: new Date() });
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'businessProfile',
      entityId: BUSINESS_PROFILE_AUDIT_ID,
      action: AuditAction.UPDATED,
      before: auditValues(previous),
      after: auditValues(value),
    });
    return previous;
  });
  const changed = (Object.keys(value) as (keyof BusinessProfile)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(value[key]),
  );
  ctx.log.info({ settingKey: BUSINESS_PROFILE_KEY, userId: ctx.user?.id, changed }, 'business profile updated');
  return { ok: true, businessProfile: value };
}
