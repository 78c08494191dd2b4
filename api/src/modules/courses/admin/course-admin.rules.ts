import { COURSE_LIMITS } from '../../../validation/course.schema.js';
import type { Course } from '../course.entity.js';

/** A course's editable values by their GraphQL names: what the audit log records and an update starts from. */
export function courseValues(course: Course) {
  return {
    title: course.title,
    description: course.description,
    courseType: course.courseType,
    level: course.level,
    ageGroup: course.ageGroup,
    startDate: course.startDate ?? null,
    endDate: course.endDate ?? null,
    schedule: course.schedule ?? null,
    time: course.time ?? null,
    location: course.location ?? null,
    duration: course.duration ?? null,
    totalSlots: course.totalSlots,
    availableSlots: course.availableSlots,
    priceCents: course.priceCents,
    minParticipants: course.minParticipants ?? null,
    isActive: course.isActive,
    notes: course.notes ?? null,
    specialRequirements: course.specialRequirements ?? null,
    cancellationPolicy: course.cancellationPolicy ?? null,
    whatToBring: course.whatToBring ?? null,
    titleEn: course.titleEn ?? null,
    descriptionEn: course.descriptionEn ?? null,
    scheduleEn: course.scheduleEn ?? null,
    locationEn: course.locationEn ?? null,
    durationEn: course.durationEn ?? null,
    notesEn: course.notesEn ?? null,
    specialRequirementsEn: course.specialRequirementsEn ?? null,
    cancellationPolicyEn: course.cancellationPolicyEn ?? null,
    whatToBringEn: course.whatToBringEn ?? null,
  };
}

export type CourseValuesSnapshot = ReturnType<typeof courseValues>;

/**
 * SPEC §4: a duplicate's title is the original's with a copy suffix. Titles are German (the public pages show them
 * as written), so the suffix is German whatever the admin's language; a title at the limit is shortened to fit it.
 */
export const COPY_SUFFIX = ' (Kopie)';

/** The suffix of an English title's copy (the English pages show that one). */
export const COPY_SUFFIX_EN = ' (copy)';

export function copyTitle(title: string, suffix = COPY_SUFFIX): string {
  return `${title.slice(0, COURSE_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
}
