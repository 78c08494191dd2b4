import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { WAITLIST_OFFER_HOURS, waitlistSettingsSchema } from '../../validation/waitlist.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { Setting } from '../settings/setting.entity.js';

/**
 * The waitlist's settings, a `settings` row of their own (`waitlist_settings`), kept apart from the shop
 * settings so other settings can grow beside them without touching these. No row: the defaults.
 */
export const WAITLIST_SETTINGS_KEY = 'waitlist_settings';

export interface WaitlistSettings {
  /** Hours an offer holds its places for the parent it was mailed to; then they go to the next in line. */
  offerHours: number;
}

export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = { offerHours: 24 };

export async function readWaitlistSettings(em: EntityManager): Promise<WaitlistSettings> {
  const row = await em.findOne(Setting, { key: WAITLIST_SETTINGS_KEY });
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const hours = stored.offerHours;
  const valid =
    typeof hours === 'number' && Number.isInteger(hours) && hours >= WAITLIST_OFFER_HOURS.min && hours <= WAITLIST_OFFER_HOURS.max;
  return { offerHours: valid ? hours : DEFAULT_WAITLIST_SETTINGS.offerHours };
}

export type UpdateWaitlistSettingsResult = { ok: true; settings: WaitlistSettings } | { ok: false; errors: FieldError[] };

/** Staff change the offer time; recorded in the audit log with the values before and after. Offers already made keep theirs. */
export async function updateWaitlistSettings(ctx: RequestContext, input: unknown): Promise<UpdateWaitlistSettingsResult> {
  const checked = validateInput(waitlistSettingsSchema, input);
  if (!checked.ok) return checked;
  const settings: WaitlistSettings = { offerHours: checked.value.offerHours };
  await transactional(ctx, async (tx) => {
    const before = await readWaitlistSettings(tx.em);
    await tx.em.upsert(Setting, { key: WAITLIST_SETTINGS_KEY, value: settings });
    recordAdminChange(tx.em, ctx.user, {
      action: AuditAction.UPDATED,
      entityType: 'waitlistSettings',
      entityId: 1,
      before: { ...before },
      after: { ...settings },
    });
    await tx.em.flush();
  });
  return { ok: true, settings };
}
