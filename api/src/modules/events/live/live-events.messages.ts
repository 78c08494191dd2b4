import type { Language } from '../../../context/language.js';

/** The live events' own refusals, in German (the fallback) and English. */
export const liveEventMessages: Record<Language, { notACourseId: string }> = {
  de: {
    notACourseId:
      'courseId: Das ist keine Kurs-ID. Geben Sie die `id` eines Kurses an, genau wie die API sie liefert, oder lassen Sie courseId weg (alle Kurse).',
  },
  en: {
    notACourseId:
      "courseId: This is not a course's id. Pass a course's `id` exactly as the API returns it, or leave courseId out (every course).",
  },
};
