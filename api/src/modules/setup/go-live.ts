import { type RequestContext, transactional } from '../../context/request-context.js';
import { message } from '../../validation/fields.js';
import type { ValidationMessageId } from '../../validation/messages.js';
import type { FieldError } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { Setting } from '../settings/setting.entity.js';
import { removeDemoData } from './demo-data.js';
import { type SetupChecklist, type SetupItemKey, readSetupChecklist } from './setup-checklist.js';
import { SITE_MODE_KEY, type StoredSiteMode, readSiteMode } from './site-mode.js';

/** The site mode is one object; the audit log names it by this id (`entityType` 'siteMode'). */
const SITE_MODE_AUDIT_ID = 1;

/** Why going live is refused, per open condition, in the request's language. */
const REFUSALS: Partial<Record<SetupItemKey, ValidationMessageId>> = {
  BUSINESS_PROFILE: 'validation.goLiveBusinessProfile',
  BANK_ACCOUNT: 'validation.goLivePayment',
  LEGAL_TEXTS: 'validation.goLiveLegalTexts',
  SMTP: 'validation.goLiveSmtp',
  DEMO_DATA: 'validation.goLiveDemoData',
};

export const setupEnvironment = (ctx: RequestContext) => ({
  em: ctx.em,
  mailDelivery: ctx.appSettings.mail.delivery,
  payments: ctx.payments,
});

export type GoLiveResult = { ok: true; checklist: SetupChecklist } | { ok: false; errors: FieldError[]; checklist: SetupChecklist };

/**
 * Leaves demo mode (admins only: the resolver is `@Authorized(ADMIN_ONLY)`), only while no condition of the checklist
 * is open; otherwise each open one is named (field: the step's key) and nothing changes. The checklist is read again
 * in the transaction that writes the mode, so a change made meanwhile cannot slip through.
 */
export async function goLive(ctx: RequestContext): Promise<GoLiveResult> {
  const result = await transactional(ctx, async (tx) => {
    await tx.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['site-mode']);
    const checklist = await readSetupChecklist({ ...setupEnvironment(ctx), em: tx.em });
    const open = checklist.items.filter((item) => item.blocksGoLive);
    if (open.length) {
      const errors = open.map((item) => ({
        field: item.key,
        ...message('GO_LIVE_CONDITION_OPEN', REFUSALS[item.key] ?? 'validation.goLiveDemoData'),
      }));
      return { ok: false as const, errors, checklist };
    }
    if ((await readSiteMode(tx.em)) === 'LIVE') return { ok: true as const, checklist };
    const value: StoredSiteMode = { live: true, since: new Date().toISOString(), byUserId: ctx.user?.id ?? null };
    await tx.em.upsert(Setting, { key: SITE_MODE_KEY, value, updatedAt: new Date() });
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'siteMode',
      entityId: SITE_MODE_AUDIT_ID,
      action: AuditAction.UPDATED,
      before: { mode: 'DEMO' },
      after: { mode: 'LIVE' },
    });
    return { ok: true as const, checklist: { ...checklist, live: true } };
  });
  if (result.ok) ctx.log.info({ userId: ctx.user?.id }, 'site went live');
  else ctx.log.info({ userId: ctx.user?.id, open: result.errors.map((error) => error.field) }, 'going live refused: conditions open');
  return result;
}

/** Takes the demo data off the site (admins only), then answers the checklist as it now stands. */
export async function takeDemoDataOffSite(ctx: RequestContext): Promise<SetupChecklist> {
  await transactional(ctx, async (tx) => {
    await removeDemoData(tx.em);
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'siteMode',
      entityId: SITE_MODE_AUDIT_ID,
      action: AuditAction.UPDATED,
      before: { demoData: 'shown' },
      after: { demoData: 'removed' },
    });
  });
  ctx.log.info({ userId: ctx.user?.id }, 'demo data taken off the site');
  return readSetupChecklist(setupEnvironment(ctx));
}
