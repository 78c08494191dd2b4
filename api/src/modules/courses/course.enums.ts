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
}

registerEnumType(CourseLevel, {
  name: 'CourseLevel',
  description: 'Skill level of a course, from beginner (Anfänger) to professional (Profi).',
});
registerEnumType(CourseType, { name: 'CourseType', description: 'Kind of course: for children, adults, advanced swimmers or lifesaving.' });
registerEnumType(AgeGroup, {
  name: 'AgeGroup',
  description: 'Who a course is for: children 5-7, youths 16+, adults 18+ or all ages.',
});
registerEnumType(CourseAvailability, {
  name: 'CourseAvailability',
  description: 'FULLY_BOOKED at 0 places left, ALMOST_FULL below 30 % of all places, else AVAILABLE.',
});
