/** What other domains use to send mail: queue it inside their write's transaction. */
export { MailDeliveryStatus, MailStatus } from './mail.entity.js';
export type { MailTemplateData, MailTemplateName } from './mail-registry.js';
export { type QueueMail, queueMail, queueMails, renderMailPreview, type MailSettings } from './mail.service.js';
export { VisitorMailState, queueMailToTypedAddress, queuedMailState, typedAddressMailState } from './visitor-mail.js';
export { findMailStatuses } from './outbox.reader.js';
