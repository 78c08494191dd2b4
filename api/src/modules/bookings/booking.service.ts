import { rowTextIn } from '../../context/language.js';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { courseRequestSchema } from '../../validation/course-request.schema.js';
import type { FieldMessage } from '../../validation/fields.js';
import { honeypotFilled, honeypotRefusal } from '../../validation/honeypot.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { Course } from '../courses/course.entity.js';
import { type VisitorMailState, queueMailToTypedAddress } from '../mail/index.js';
import { queueOfficeMail } from '../office-mail/office-mail.service.js';
import { type BookingRefusal, bookingRefusal, todayInGersthofen } from '../courses/course.rules.js';
import { Booking, BookingStatus } from './booking.entity.js';

export type SubmitCourseRequestResult =
  { ok: true; booking: Booking; acknowledgement: VisitorMailState } | { ok: false; errors: FieldError[] };

/** A refused course, as the message on the form's course. An inactive course is one that is not offered: "not found". */
const REFUSALS: Record<BookingRefusal, FieldMessage> = {
  NOT_OFFERED: { code: 'COURSE_NOT_FOUND', id: 'validation.courseNotFound' },
  ENDED: { code: 'COURSE_ENDED', id: 'validation.courseEnded' },
  STARTED: { code: 'COURSE_STARTED', id: 'validation.courseStarted' },
  FULL: { code: 'COURSE_FULL', id: 'validation.courseFull' },
};

export class BookingService {
  /**
   * Stores a course request as a pending booking (docs/SPEC.md §3/§4) after the shared checks, if the course can
   * be requested now (`bookingRefusal`, the rule the site's "Kurs anfragen" buttons follow). A request
   * takes no place: staff answer it. A refused request stores nothing.
   */
  async submitRequest(ctx: RequestContext, input: unknown): Promise<SubmitCourseRequestResult> {
    if (honeypotFilled(input)) {
      ctx.log.warn({ form: 'courseRequest' }, 'course request refused: honeypot filled');
      return { ok: false, errors: [honeypotRefusal] };
    }
    const checked = validateInput(courseRequestSchema, input);
    if (!checked.ok) return checked;
    const { courseId, privacyAccepted: _consented, ...fields } = checked.value;
    const result = await transactional(ctx, async (tx): Promise<SubmitCourseRequestResult> => {
      const course = await tx.em.findOne(Course, courseId);
      const refusal = course ? bookingRefusal(course, todayInGersthofen()) : 'NOT_OFFERED';
      if (refusal) return { ok: false, errors: [{ field: 'courseId', ...REFUSALS[refusal] }] };
      const booking = tx.em.create(Booking, { ...fields, course: course!, status: BookingStatus.PENDING });
      await tx.em.flush();
      // Outbox: the mails commit with the booking or not at all; the job worker sends them afterwards.
      const data = { ...fields, courseTitle: course!.title, courseId, visitorLanguage: ctx.language };
      await queueOfficeMail(tx, tx.appSettings.mail, {
        template: 'courseRequestNotification',
        data,
        replyTo: fields.email,
        origin: ctx.origin,
      });
      // The visitor's copy names the course as their page did (English title on English pages).
      const visitorData = { ...data, courseTitle: rowTextIn(course!, 'title', ctx.language) ?? course!.title };
      const { state } = await queueMailToTypedAddress(tx, {
        template: 'courseRequestAcknowledgement',
        to: fields.email,
        language: ctx.language,
        data: visitorData,
      });
      return { ok: true, booking, acknowledgement: state };
    });
    if (result.ok) ctx.log.info({ bookingId: result.booking.id, courseId }, 'course request stored');
    return result;
  }
}

export const bookingService = new BookingService();
