import { type Language, textIn } from '../../context/language.js';
import type { AgeCheckedCourse } from '../../validation/participant-age.js';
import type { Course } from './course.entity.js';

/** A course as the age check reads it, its title in the language of the answer (the refusal names it). */
export function ageCheckedCourse(
  course: Pick<Course, 'ageGroup' | 'startDate' | 'title' | 'titleEn'>,
  language: Language,
): AgeCheckedCourse {
  return { ageGroup: course.ageGroup, startDate: course.startDate ?? null, title: textIn(language, course.title, course.titleEn) };
}
