import { formatInstantDateTime } from '../mail/mail.format.js';
import type { MailContent } from '../mail/mail.layout.js';
import { standardFooter } from '../mail/mail.render.js';
import type { Translate } from '../mail/mail-registry.js';

/** An admin invites someone to the team: the link that lets them choose a username and password. */
export interface StaffInvitationMailData {
  invitedBy: string;
  role: 'admin' | 'staff' | 'trainer';
  acceptUrl: string;
  validDays: number;
}

/** Someone asked to reset this account's password: the link that sets a new one. */
export interface PasswordResetMailData {
  username: string;
  resetUrl: string;
  validMinutes: number;
}

/** The account's password was changed (by its owner, or through a reset link): if that was not them, what to do. */
export interface PasswordChangedMailData {
  username: string;
  changedAt: string;
  resetUrl: string;
}

/** The staff accounts' mails, in German and English, registered by the users module. */
export const accountMailTemplates = {
  staffInvitation(data: StaffInvitationMailData, t: Translate): MailContent {
    return {
      subject: t('mail.staffInvitation.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.staffInvitation.heading') },
        { kind: 'paragraph', text: t('mail.staffInvitation.intro', { invitedBy: data.invitedBy, role: data.role }) },
        { kind: 'button', text: t('mail.staffInvitation.button'), url: data.acceptUrl },
        { kind: 'paragraph', text: t('mail.staffInvitation.validity', { days: data.validDays }) },
      ],
      footer: standardFooter(t, 'mail.footer.account'),
    };
  },

  passwordReset(data: PasswordResetMailData, t: Translate): MailContent {
    return {
      subject: t('mail.passwordReset.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.passwordReset.heading') },
        { kind: 'paragraph', text: t('mail.passwordReset.intro', { username: data.username }) },
        { kind: 'button', text: t('mail.passwordReset.button'), url: data.resetUrl },
        { kind: 'paragraph', text: t('mail.passwordReset.validity', { minutes: data.validMinutes }) },
      ],
      footer: standardFooter(t, 'mail.footer.account'),
    };
  },

  passwordChanged(data: PasswordChangedMailData, t: Translate): MailContent {
    return {
      subject: t('mail.passwordChanged.subject'),
      blocks: [
        { kind: 'heading', text: t('mail.passwordChanged.heading') },
        {
          kind: 'paragraph',
          text: t('mail.passwordChanged.intro', { username: data.username, changedAt: formatInstantDateTime(data.changedAt, t.language) }),
        },
        { kind: 'paragraph', text: t('mail.passwordChanged.notYou') },
        { kind: 'link', text: t('mail.passwordChanged.reset'), url: data.resetUrl },
      ],
      footer: standardFooter(t, 'mail.footer.account'),
    };
  },
};

type AccountMailTemplates = typeof accountMailTemplates;
declare module '../mail/mail-registry.js' {
  interface MailTemplates extends AccountMailTemplates {}
}
