import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { FOLLOW_UP_LIMITS, followUpSettingsSchema } from '../../validation/follow-up-settings.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { Setting } from '../settings/setting.entity.js';

/**
 * Settings, one row of their own in `settings` (not inside `shop_settings`, which other work extends too):
 * reminders before a course, automatic review invitations after it, and how long its personal data are kept.
 */
export const FOLLOW_UP_SETTINGS_KEY = 'course_follow_up';

export interface FollowUpSettings {
  remindersEnabled: boolean;
  /** Days before a course's first day (Gersthofen's calendar) that its confirmed, paid orders are reminded. */
  reminderDaysBefore: number;
  reviewInvitationsEnabled: boolean;
  /** Days after a course's last day that its customers are invited to review it. */
  reviewInvitationDaysAfter: number;
  /** Months after a course's last day that its orders' customer and participant data are anonymised. */
  dataRetentionMonths: number;
}

/** Before an admin saves any: reminders 3 days ahead, invitations on, data kept 6 months; invitations the day after the end. */
export const DEFAULT_FOLLOW_UP_SETTINGS: FollowUpSettings = {
  remindersEnabled: true,
  reminderDaysBefore: 3,
  reviewInvitationsEnabled: true,
  reviewInvitationDaysAfter: 1,
  dataRetentionMonths: 6,
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const whole = (value: unknown, { min, max }: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** The stored value field by field; anything missing or out of shape takes its default (the jobs always get usable settings). */
function fromStored(value: unknown): FollowUpSettings {
  const stored = record(value);
  const defaults = DEFAULT_FOLLOW_UP_SETTINGS;
  return {
    remindersEnabled: flag(stored.remindersEnabled, defaults.remindersEnabled),
    reminderDaysBefore: whole(stored.reminderDaysBefore, FOLLOW_UP_LIMITS.reminderDaysBefore, defaults.reminderDaysBefore),
    reviewInvitationsEnabled: flag(stored.reviewInvitationsEnabled, defaults.reviewInvitationsEnabled),
    reviewInvitationDaysAfter: whole(
      stored.reviewInvitationDaysAfter,
      FOLLOW_UP_LIMITS.reviewInvitationDaysAfter,
      defaults.reviewInvitationDaysAfter,
    ),
    dataRetentionMonths: whole(stored.dataRetentionMonths, FOLLOW_UP_LIMITS.dataRetentionMonths, defaults.dataRetentionMonths),
  };
}

export async function readFollowUpSettings(em: EntityManager): Promise<FollowUpSettings> {
  return fromStored((await em.findOne(Setting, { key: FOLLOW_UP_SETTINGS_KEY }))?.value);
}

/** The audit log names these settings by this id (`entityType` 'followUpSettings'). */
const FOLLOW_UP_SETTINGS_AUDIT_ID = 1;

export type UpdateFollowUpSettingsResult = { ok: true; settings: FollowUpSettings } | { ok: false; errors: FieldError[] };

/** Admins only (the resolver is `@Authorized(ADMIN_ONLY)`): replaces them; refused input changes nothing; audited with before and after. */
export async function updateFollowUpSettings(ctx: RequestContext, input: unknown): Promise<UpdateFollowUpSettingsResult> {
  const checked = validateInput(followUpSettingsSchema, input);
  if (!checked.ok) return checked;
  const value: FollowUpSettings = { ...checked.value };
  await transactional(ctx, async (tx) => {
    const before = await readFollowUpSettings(tx.em);
    await tx.em.upsert(Setting, { key: FOLLOW_UP_SETTINGS_KEY, value, updatedAt: new Date() });
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'followUpSettings',
      entityId: FOLLOW_UP_SETTINGS_AUDIT_ID,
      action: AuditAction.UPDATED,
      before: { ...before },
      after: { ...value },
    });
  });
  ctx.log.info({ settingKey: FOLLOW_UP_SETTINGS_KEY, userId: ctx.user?.id }, 'course follow-up settings updated');
  return { ok: true, settings: value };
}
