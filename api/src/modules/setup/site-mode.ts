import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../settings/setting.entity.js';

/**
 * Whether the school sells for real. Kept in the database (a `settings` row), not in the environment, so every
 * instance agrees at once and the page cache drops its pages when it changes (the settings table's trigger).
 * A new installation is in demo mode until an admin goes live through the first-run checklist (go-live.ts).
 */
export const SITE_MODE_KEY = 'site_mode';

export type SiteModeName = 'DEMO' | 'LIVE';

export interface StoredSiteMode {
  live: boolean;
  /** When it went live (ISO), and by whom. */
  since?: string;
  byUserId?: number | null;
}

export function siteModeFrom(value: unknown): SiteModeName {
  return value && typeof value === 'object' && (value as StoredSiteMode).live === true ? 'LIVE' : 'DEMO';
}

/** The mode now; takes any EntityManager (request, transaction, job). */
export async function readSiteMode(em: EntityManager): Promise<SiteModeName> {
  const row = await em.findOne(Setting, { key: SITE_MODE_KEY });
  return siteModeFrom(row?.value);
}

export const isDemoMode = async (em: EntityManager): Promise<boolean> => (await readSiteMode(em)) === 'DEMO';
