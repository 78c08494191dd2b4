import type { Language } from '../../context/language.js';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { coursesNoticeSchema } from '../../validation/courses-notice.schema.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { Setting } from './setting.entity.js';

/** Row of the `settings` table; value `{ de: { title, text }, en: { title, text } }` (first written by a migration). */
export const COURSES_NOTICE_KEY = 'courses_notice';

/** The notice box above the course list in one language (courses-notice.types.ts registers it for GraphQL). */
export interface CoursesNotice {
  title: string;
  text: string;
  /** An English request got the German box: there is no English one. */
  untranslated: boolean;
}

/** The box in both languages, as stored: what an admin edits. */
export interface CoursesNoticeTexts {
  de: CoursesNotice | null;
  en: CoursesNotice | null;
}

export type UpdateResult = { ok: true; coursesNotice: CoursesNotice } | { ok: false; errors: FieldError[] };

/** The box in one language, or null when the stored value has no text for it (the page then shows no box). */
function noticeIn(value: unknown, language: Language): CoursesNotice | null {
  const entry = (value as Record<string, { title?: unknown; text?: unknown } | undefined> | null)?.[language];
  const title = typeof entry?.title === 'string' ? entry.title.trim() : '';
  const text = typeof entry?.text === 'string' ? entry.text.trim() : '';
  return text ? { title, text, untranslated: false } : null;
}

export class CoursesNoticeService {
  /** The notice in the request's language; the German one, marked `untranslated`, when there is no English one. */
  async read(ctx: RequestContext): Promise<CoursesNotice | null> {
    const setting = await ctx.em.findOne(Setting, { key: COURSES_NOTICE_KEY });
    const notice = noticeIn(setting?.value, ctx.language);
    if (notice || ctx.language === 'de') return notice;
    const german = noticeIn(setting?.value, 'de');
    return german && { ...german, untranslated: true };
  }

  /** Both languages, for the admins' editor (the resolver is `@Authorized(ADMIN_ONLY)`). */
  async readTexts(ctx: RequestContext): Promise<CoursesNoticeTexts> {
    const setting = await ctx.em.findOne(Setting, { key: COURSES_NOTICE_KEY });
    return { de: noticeIn(setting?.value, 'de'), en: noticeIn(setting?.value, 'en') };
  }

  /** Replaces both languages at once (admins only: the resolver is `@Authorized(ADMIN_ONLY)`); refused input changes nothing. */
  async update(ctx: RequestContext, input: unknown): Promise<UpdateResult> {
    const checked = validateInput(coursesNoticeSchema, input);
    if (!checked.ok) return checked;
    const value = checked.value;
    await transactional(ctx, (tx) => tx.em.upsert(Setting, { key: COURSES_NOTICE_KEY, value, updatedAt: new Date() }));
    ctx.log.info({ settingKey: COURSES_NOTICE_KEY, userId: ctx.user?.id }, 'courses notice updated');
    return { ok: true, coursesNotice: { ...value[ctx.language], untranslated: false } };
  }
}

export const coursesNoticeService = new CoursesNoticeService();
