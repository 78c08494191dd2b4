import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailSettings } from '../mail/index.js';
import { notificationAddresses, readBusinessProfile } from '../settings/business-profile.js';
import type { OfficeTemplate } from './office-mail.rules.js';

/**
 * Where the office's notifications go: the one place that decides it, for every kind and for the digest. Contact
 * messages and course requests go to the server's MAIL_TO, as they always have; the order's mails to the business
 * profile's notification addresses, else MAIL_TO.
 */
export async function officeRecipients(em: EntityManager, settings: Pick<MailSettings, 'businessAddress'>, template: OfficeTemplate): Promise<string[]> {
  if (template === 'contactNotification' || template === 'courseRequestNotification') return [settings.businessAddress];
  return notificationAddresses(await readBusinessProfile(em), settings.businessAddress);
}

/** The digest goes to everyone who would have had one of the mails it stands for, each address once. */
export async function digestRecipients(em: EntityManager, settings: Pick<MailSettings, 'businessAddress'>, templates: OfficeTemplate[]): Promise<string[]> {
  const addresses = new Map<string, string>();
  for (const template of templates) {
    for (const address of await officeRecipients(em, settings, template)) {
      if (!addresses.has(address.toLowerCase())) addresses.set(address.toLowerCase(), address);
    }
  }
  return [...addresses.values()];
}
