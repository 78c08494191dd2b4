import type { DomainModule } from '../domain-module.js';
import { invitationMailTemplates } from './invitation.mail-templates.js';
import { ReviewInvitation } from './review-invitation.entity.js';

/**
 * Invitations to review a finished course: who was invited (each address and course once, ever) and the mail. Staff send
 * them from the mail view (modules/mail-admin), the follow-up job after a course's last day.
 */
export const reviewInvitationsModule: DomainModule = {
  name: 'review-invitations',
  entities: [ReviewInvitation],
  mails: [{ templates: invitationMailTemplates }],
};
