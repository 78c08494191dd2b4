import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailFrame } from '../mail/mail-registry.js';
import { BUSINESS_PROFILE_KEY, type BusinessProfile, businessProfileFrom } from '../settings/business-profile.js';
import { Setting } from '../settings/setting.entity.js';
import { SITE_MODE_KEY, siteModeFrom } from './site-mode.js';

/** The profile as one footer line: legal name, address, telephone, e-mail (the parts staff have entered). */
function senderLine(profile: BusinessProfile): string {
  const town = [profile.postalCode, profile.town].filter(Boolean).join(' ');
  return [profile.legalName, profile.street, town, profile.phone, profile.email].filter((part) => part.trim() !== '').join(' · ');
}

/**
 * What every mail's rendering reads of the settings: the footer's sender line and whether the site is a demo. One
 * query for both: mails are often queued in transactions that hold locks (an invoice's number), and each read lengthens them.
 */
export async function mailFrameFromSettings(em: EntityManager): Promise<MailFrame> {
  const rows = await em.find(Setting, { key: { $in: [BUSINESS_PROFILE_KEY, SITE_MODE_KEY] } });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { sender: senderLine(businessProfileFrom(value(BUSINESS_PROFILE_KEY))), demo: siteModeFrom(value(SITE_MODE_KEY)) === 'DEMO' };
}
