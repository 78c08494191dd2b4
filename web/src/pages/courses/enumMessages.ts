import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const levelMessages = defineMessages({
  BEGINNER: { id: 'course.level.beginner', description: 'Course level: beginner (Anfänger)' },
  ADVANCED: { id: 'course.level.advanced', description: 'Course level: advanced (Fortgeschritten)' },
  PROFESSIONAL: { id: 'course.level.professional', description: 'Course level: professional (Profi)' },
});

export const ageGroupMessages = defineMessages({
  CHILDREN_5_7: { id: 'course.ageGroup.children57', description: 'Age group: children aged 5 to 7' },
  YOUTH_16_PLUS: { id: 'course.ageGroup.youth16', description: 'Age group: 16 years and older' },
  ADULTS_18_PLUS: { id: 'course.ageGroup.adults18', description: 'Age group: 18 years and older' },
  ALL_AGES: { id: 'course.ageGroup.all', description: 'Age group: all ages' },
});

export const courseTypeMessages = defineMessages({
  CHILDREN: { id: 'course.type.children', description: 'Course type: children swimming' },
  ADULTS: { id: 'course.type.adults', description: 'Course type: adult swimming' },
  ADVANCED: { id: 'course.type.advanced', description: 'Course type: advanced swimming' },
  LIFESAVING: { id: 'course.type.lifesaving', description: 'Course type: lifesaving' },
});

export const availabilityMessages = defineMessages({
  AVAILABLE: { id: 'course.availability.available', description: 'Availability badge: places available' },
  ALMOST_FULL: { id: 'course.availability.almostFull', description: 'Availability badge: under 30 % of places left' },
  FULLY_BOOKED: { id: 'course.availability.fullyBooked', description: 'Availability badge: no places left' },
  STARTED: { id: 'course.availability.started', description: 'Availability badge: the course has begun and can no longer be booked' },
  ENDED: { id: 'course.availability.ended', description: 'Availability badge: the course is over' },
  CANCELLED: {
    id: 'course.availability.cancelled',
    description: 'Availability badge: the school cancelled the course; it cannot be booked',
  },
});

/** The label of an enum value; a value the client does not know yet shows as sent. */
export function enumLabel(intl: IntlShape, messages: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = Object.hasOwn(messages, value) ? messages[value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : value;
}
