import { registerEnumType } from 'type-graphql';
import { VisitorMailState } from './visitor-mail.js';

export { VisitorMailState };

registerEnumType(VisitorMailState, {
  name: 'VisitorMailState',
  description:
    'What became of the mail a form sends to the address typed into it (acknowledgement, confirmation link, order links). ' +
    'Only QUEUED means the visitor will get it; a page must not say a mail was sent otherwise.',
  valuesConfig: {
    QUEUED: { description: 'In the outbox; handed to the mail server within seconds.' },
    KEPT: { description: 'This installation has no mail server (a demo): the mail is kept for staff and does not reach the visitor.' },
    NOT_SENT: { description: 'No mail server is configured (production): nothing is sent.' },
    WITHHELD: {
      description:
        "The address has had its mails of this kind for the hour (`RATE_LIMIT_MAILS_PER_RECIPIENT`, counted per kind): nothing is sent now. The form's data is kept; sending the form again after an hour sends the mail.",
    },
  },
});
