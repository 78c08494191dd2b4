import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { PartnerKey } from './partner-key.entity.js';

/** `lastUsedAt` moves in steps of at least this: one small write per key and minute, not one per request. */
export const LAST_USED_STEP_MS = 60_000;
/** The audit trail gets a usage line when the last one is at least this old. */
export const USAGE_SUMMARY_EVERY_MS = 24 * 60 * 60_000;

/**
 * A key's use: `lastUsedAt` (to the minute) and the requests for its daily usage line in the audit log. Requests are
 * counted in this instance's memory and added to the row with the minute's write, so a busy key costs one write a
 * minute in all, whichever instance makes it (the update is conditional: another instance's write within the minute
 * makes this one wait with its count). A count still in memory when the process ends is lost: a summary, not a bill.
 */
export class PartnerKeyUsage {
  /** Requests per key not yet added to its row; as many entries as keys in use. */
  private readonly pending = new Map<number, number>();

  /** Counts one request with `key` (as read for this request) and, once its minute is over, writes what was counted. */
  async noteRequest(em: EntityManager, key: PartnerKey, now = new Date()): Promise<void> {
    const counted = (this.pending.get(key.id) ?? 0) + 1;
    this.pending.set(key.id, counted);
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
    const written = await em.transactional(async (tx) => {
      const cutoff = new Date(now.getTime() - LAST_USED_STEP_MS);
      const taken = await tx.nativeUpdate(
        PartnerKey,
        { id: key.id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lte: cutoff } }] },
        { lastUsedAt: now, requestsCounted: raw('requests_counted + ?', [counted]) },
      );
      if (taken !== 1) return false;
      const row = await tx.findOneOrFail(PartnerKey, key.id, { refresh: true });
      if (now.getTime() - row.countedSince.getTime() >= USAGE_SUMMARY_EVERY_MS) {
        recordAdminChange(tx, null, {
          entityType: 'partnerKey',
          entityId: key.id,
          action: AuditAction.USED,
          before: null,
          after: { requests: row.requestsCounted, from: row.countedSince, to: now },
        });
        row.requestsCounted = 0;
        row.countedSince = now;
        await tx.flush();
      }
      return true;
    });
    // Requests counted meanwhile (other requests of this key on this instance) stay for the next write.
    if (!written) return;
    const left = (this.pending.get(key.id) ?? counted) - counted;
    if (left > 0) this.pending.set(key.id, left);
    else this.pending.delete(key.id);
  }
}
