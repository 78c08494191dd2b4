import { defineMessages } from 'react-intl';

type Email = { email: string };

// In ui/form, not with one page: the newsletter sign-up in every page's footer uses them too (shell catalogue).
/**
 * What a form's answer says of the mail it sends to the address typed into it (`VisitorMailState`). `copy`: the
 * acknowledgement of a contact message or course request (what was sent reached us either way); `link`: a mail that is
 * the point of the form (newsletter or waitlist confirmation link, "Lost your link?"). Only QUEUED says a mail is coming.
 */
export const visitorMailMessages = defineMessages<{
  copyQueued: Email;
  copyWithheld: Email;
  copyKept: Email;
  copyNotSent: Email;
  linkWithheld: Email;
  linkKept: Email;
  linkNotSent: Email;
}>({
  copyQueued: { id: 'visitorMail.copy.queued', description: 'Contact or course-request form sent: a copy of it is on its way to {email}' },
  copyWithheld: {
    id: 'visitorMail.copy.withheld',
    description:
      'Contact or course-request form sent, but no copy is mailed: the address {email} had several such mails in the last hour (limit per address); what was sent reached the school',
  },
  copyKept: {
    id: 'visitorMail.copy.kept',
    description:
      'Contact or course-request form sent on an installation without a mail server (demo): the copy to {email} was kept for the staff, not sent',
  },
  copyNotSent: {
    id: 'visitorMail.copy.notSent',
    description:
      'Contact or course-request form sent, but the copy to {email} cannot be sent now (no mail server); what was sent reached the school',
  },
  linkWithheld: {
    id: 'visitorMail.link.withheld',
    description:
      'Newsletter/waitlist sign-up or "Lost your link?": no mail was sent, the address {email} had several such mails in the last hour (limit per address and kind); try again in an hour',
  },
  linkKept: {
    id: 'visitorMail.link.kept',
    description:
      'Newsletter/waitlist sign-up or "Lost your link?" on an installation without a mail server (demo): the mail to {email} was kept for the staff, not sent',
  },
  linkNotSent: {
    id: 'visitorMail.link.notSent',
    description:
      'Newsletter/waitlist sign-up or "Lost your link?": the mail to {email} cannot be sent now (no mail server); try later or use the contact form',
  },
});
