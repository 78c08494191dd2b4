import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailSettings } from '../mail/index.js';
import { notificationAddresses, readBusinessProfile } from '../settings/business-profile.js';

/**
 * Where the office's notifications go: the one place that decides it, for the hour's digest too. Every kind alike (contact
 * messages and course requests as much as new orders): the notification addresses the office set in the business
 * profile, else the server's MAIL_TO, so the office reads all of them where it said it reads.
 */
export async function officeRecipients(em: EntityManager, settings: Pick<MailSettings, 'businessAddress'>): Promise<string[]> {
  return notificationAddresses(await readBusinessProfile(em), settings.businessAddress);
}
