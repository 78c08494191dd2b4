import { type RequestContext, transactional } from '../../context/request-context.js';
import { contactMessageSchema } from '../../validation/contact.schema.js';
import { honeypotFilled, honeypotRefusal } from '../../validation/honeypot.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { type VisitorMailState, queueMailToTypedAddress } from '../mail/index.js';
import { queueOfficeMail } from '../office-mail/office-mail.service.js';
import { ContactMessage } from './contact-message.entity.js';

export type SubmitResult =
  { ok: true; contactMessage: ContactMessage; acknowledgement: VisitorMailState } | { ok: false; errors: FieldError[] };

export class ContactMessageService {
  /** Stores a contact-form message after the shared docs/SPEC.md §5 checks; a refused message stores nothing. */
  async submit(ctx: RequestContext, input: unknown): Promise<SubmitResult> {
    if (honeypotFilled(input)) {
      ctx.log.warn({ form: 'contact' }, 'contact message refused: honeypot filled');
      return { ok: false, errors: [honeypotRefusal] };
    }
    const checked = validateInput(contactMessageSchema, input);
    if (!checked.ok) return checked;
    // The consent is a condition of sending, not data to keep: every stored message had it.
    const { privacyAccepted: _consented, ...fields } = checked.value;
    const { contactMessage, acknowledgement } = await transactional(ctx, async (tx) => {
      const created = tx.em.create(ContactMessage, fields);
      await tx.em.flush();
      // Outbox: both mails commit with the message or not at all; the job worker sends them afterwards.
      const data = { ...fields, visitorLanguage: ctx.language };
      await queueOfficeMail(tx, tx.appSettings.mail, { template: 'contactNotification', data, replyTo: fields.email, origin: ctx.origin });
      const { state } = await queueMailToTypedAddress(tx, {
        template: 'contactAcknowledgement',
        to: fields.email,
        language: ctx.language,
        data,
      });
      return { contactMessage: created, acknowledgement: state };
    });
    ctx.log.info({ contactMessageId: contactMessage.id }, 'contact message stored');
    return { ok: true, contactMessage, acknowledgement };
  }
}

export const contactMessageService = new ContactMessageService();
