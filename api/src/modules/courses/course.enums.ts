import { registerEnumType } from 'type-graphql';

/** Stored as the enum name; German labels (Anfänger, …) exist only in the clients and the REST door. */
export enum CourseLevel {
  BEGINNER = 'BEGINNER',
  ADVANCED = 'ADVANCED',
  PROFESSIONAL = 'PROFESSIONAL',
}

export enum CourseType {
  CHILDREN = 'CHILDREN',
  ADULTS = 'ADULTS',
  ADVANCED = 'ADVANCED',
  LIFESAVING = 'LIFESAVING',
}

export enum AgeGroup {
  CHILDREN_5_7 = 'CHILDREN_5_7',
  YOUTH_16_PLUS = 'YOUTH_16_PLUS',
  ADULTS_18_PLUS = 'ADULTS_18_PLUS',
  ALL_AGES = 'ALL_AGES',
}

export enum CourseAvailability {
  AVAILABLE = 'AVAILABLE',
  ALMOST_FULL = 'ALMOST_FULL',
  FULLY_BOOKED = 'FULLY_BOOKED',
  STARTED = 'STARTED',
  ENDED = 'ENDED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(CourseLevel, {
  name: 'CourseLevel',
  description: 'Skill level of a course, from beginner (Anfänger) to professional (Profi). Lists order courses of one start date by it.',
  valuesConfig: {
    BEGINNER: { description: 'Anfänger: first steps in the water, no swimming skills needed.' },
    ADVANCED: { description: 'Fortgeschritten: for swimmers who already swim safely.' },
    PROFESSIONAL: { description: 'Profi: training and lifesaving qualifications for strong swimmers.' },
  },
});
registerEnumType(CourseType, {
  name: 'CourseType',
  description: 'Kind of course: for children, adults, advanced swimmers or lifesaving.',
  valuesConfig: {
    CHILDREN: { description: 'Swimming lessons for children.' },
    ADULTS: { description: 'Swimming lessons and fitness for adults.' },
    ADVANCED: { description: 'Technique and competition training for advanced swimmers.' },
    LIFESAVING: { description: 'Lifesaving courses (e.g. the German lifesaving badges bronze and silver).' },
  },
});
registerEnumType(AgeGroup, {
  name: 'AgeGroup',
  description: 'Who a course is for: children 5-7, youths 16+, adults 18+ or all ages.',
  valuesConfig: {
    CHILDREN_5_7: { description: 'Children aged 5 to 7 (label "5-7 Jahre").' },
    YOUTH_16_PLUS: { description: 'From 16 years (label "16+").' },
    ADULTS_18_PLUS: { description: 'Adults from 18 years (label "18+").' },
    ALL_AGES: { description: 'Any age, e.g. family swimming (label "Alle Altersgruppen").' },
  },
});
registerEnumType(CourseAvailability, {
  name: 'CourseAvailability',
  description:
    "What a client shows about a course's places. Dates are compared with today in Gersthofen (Europe/Berlin). " +
    'Only AVAILABLE and ALMOST_FULL courses can be booked (`Course.bookable`); the list filter `onlyAvailable` keeps just those. ' +
    'New values may be added: show an unknown value as not bookable.',
  valuesConfig: {
    AVAILABLE: { description: 'Not yet started, and at least 30 % of all places are free.' },
    ALMOST_FULL: { description: 'Not yet started, at least one place but fewer than 30 % of all places free.' },
    FULLY_BOOKED: { description: 'Not yet started, and no place is free.' },
    STARTED: { description: 'The first day (`startDate`) is past and the last is not: no longer bookable, whatever the free places.' },
    ENDED: { description: 'The last day (`endDate`) is past: no longer bookable.' },
    CANCELLED: { description: 'The school cancelled the course (`cancelledAt`): off sale for good, whatever its dates and free places.' },
  },
});
