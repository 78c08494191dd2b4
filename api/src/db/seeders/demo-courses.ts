import { AgeGroup, CourseLevel, CourseType } from '../../modules/courses/course.enums.js';

const LOCATION = 'Hallenbad Gersthofen, Sportallee 2, 86368 Gersthofen';
const LOCATION_EN = 'Gersthofen indoor pool, Sportallee 2, 86368 Gersthofen';

const DAY = 86_400_000;
const SUNDAY = 0, MONDAY = 1, TUESDAY = 2, WEDNESDAY = 3, THURSDAY = 4, FRIDAY = 5, SATURDAY = 6;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first `weekday` (0 Sunday … 6 Saturday) at least `days` after `today` (negative: in the past), so "Samstags" courses start on a Saturday. */
function firstWeekday(today: Date, days: number, weekday: number): Date {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return new Date(date.getTime() + ((weekday - date.getUTCDay() + 7) % 7) * DAY);
}

/** Start and end (ISO dates) of a course meeting once a week on `weekday`, `sessions` times. */
function weekly(today: Date, days: number, weekday: number, sessions: number) {
  const start = firstWeekday(today, days, weekday);
  return { startDate: iso(start), endDate: iso(new Date(start.getTime() + 7 * (sessions - 1) * DAY)) };
}

/**
 * Demo courses relative to the day they are loaded: every type, level and age group, past and
 * upcoming, one fully booked, one almost fully booked and one with missing details. Each has its texts in
 * German and English, and starts on the weekday its schedule names (a week apart at least, so their order
 * is the same whatever the day).
 */
export function demoCourses(today: Date) {
  const intensiveStart = firstWeekday(today, 35, MONDAY);
  const trainingStart = firstWeekday(today, -120, TUESDAY);
  return [
    {
      title: 'Seepferdchen-Kurs', titleEn: 'Seahorse badge course',
      description: 'Der erste Schwimmkurs für Kinder: Wassergewöhnung, Gleiten, Tauchen und die ersten Schwimmzüge bis zum Seepferdchen-Abzeichen.',
      descriptionEn: 'The first swimming course for children: getting used to the water, gliding, diving and the first strokes, up to the Seahorse badge.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.CHILDREN_5_7,
      ...weekly(today, 21, SATURDAY, 8), schedule: 'Samstags', scheduleEn: 'Saturdays', time: '09:00-09:45',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 45 Minuten', durationEn: '8 sessions of 45 minutes',
      availableSlots: 6, totalSlots: 10, priceCents: 16000,
      specialRequirements: 'Keine Vorkenntnisse nötig.', specialRequirementsEn: 'No previous experience needed.',
      notes: 'Bitte 15 Minuten vor Beginn da sein.', notesEn: 'Please arrive 15 minutes before the start.',
    },
    {
      title: 'Seepferdchen Intensiv (Ferienkurs)', titleEn: 'Seahorse intensive (holiday course)',
      description: 'Täglicher Ferienkurs für Kinder: in zwei Wochen sicher zum Seepferdchen.',
      descriptionEn: 'A daily holiday course for children: safely to the Seahorse badge in two weeks.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.CHILDREN_5_7,
      // Two weeks, Monday to Friday: the last session is the second Friday.
      startDate: iso(intensiveStart), endDate: iso(new Date(intensiveStart.getTime() + 11 * DAY)),
      schedule: 'Montag bis Freitag', scheduleEn: 'Monday to Friday', time: '10:00-10:45',
      location: LOCATION, locationEn: LOCATION_EN, duration: '10 Einheiten à 45 Minuten', durationEn: '10 sessions of 45 minutes',
      availableSlots: 0, totalSlots: 8, priceCents: 18000,
      specialRequirements: 'Keine Vorkenntnisse nötig.', specialRequirementsEn: 'No previous experience needed.',
      notes: 'Ausgebucht. Tragen Sie sich auf die Warteliste auf dieser Seite ein: Wird ein Platz frei, bieten wir ihn Ihnen per E-Mail an.',
      notesEn: 'Fully booked. Join the waitlist on this page: when a place comes free, we offer it to you by e-mail.',
    },
    {
      title: 'Bronze-Abzeichen (Freischwimmer)', titleEn: 'Bronze badge (Freischwimmer)',
      description: 'Für Kinder mit Seepferdchen: Ausdauer, Kopfsprung und Tieftauchen bis zum Freischwimmer in Bronze.',
      descriptionEn: 'For children with the Seahorse badge: stamina, header dive and deep diving, up to the bronze swimming badge.',
      courseType: CourseType.CHILDREN, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.CHILDREN_5_7,
      ...weekly(today, 28, WEDNESDAY, 8), schedule: 'Mittwochs', scheduleEn: 'Wednesdays', time: '16:00-16:45',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 45 Minuten', durationEn: '8 sessions of 45 minutes',
      availableSlots: 2, totalSlots: 10, priceCents: 15000,
      specialRequirements: 'Seepferdchen-Abzeichen.', specialRequirementsEn: 'Seahorse badge.', notes: null,
    },
    {
      title: 'Schwimmkurs für Erwachsene', titleEn: 'Swimming course for adults',
      description: 'Schwimmen lernen ist in jedem Alter möglich: in kleiner Gruppe, ohne Leistungsdruck, mit viel Geduld.',
      descriptionEn: 'You can learn to swim at any age: in a small group, without pressure, with plenty of patience.',
      courseType: CourseType.ADULTS, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ADULTS_18_PLUS,
      ...weekly(today, 14, TUESDAY, 8), schedule: 'Dienstags', scheduleEn: 'Tuesdays', time: '19:00-20:00',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 60 Minuten', durationEn: '8 sessions of 60 minutes',
      availableSlots: 8, totalSlots: 8, priceCents: 19000,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Techniktraining Kraulschwimmen', titleEn: 'Front crawl technique training',
      description: 'Kraultechnik verbessern: Wasserlage, Atmung und Armzug mit Videoanalyse.',
      descriptionEn: 'Improve your front crawl: body position, breathing and arm stroke, with video analysis.',
      courseType: CourseType.ADVANCED, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.YOUTH_16_PLUS,
      ...weekly(today, 45, THURSDAY, 6), schedule: 'Donnerstags', scheduleEn: 'Thursdays', time: '18:30-19:30',
      location: LOCATION, locationEn: LOCATION_EN, duration: '6 Einheiten à 60 Minuten', durationEn: '6 sessions of 60 minutes',
      availableSlots: 7, totalSlots: 10, priceCents: 14000,
      specialRequirements: '200 m Brustschwimmen ohne Pause.', specialRequirementsEn: '200 m of breaststroke without a break.', notes: null,
    },
    {
      title: 'Rettungsschwimmer Bronze', titleEn: 'Lifeguard bronze',
      description: 'Ausbildung zum Rettungsschwimmer (Bronze): Befreiungsgriffe, Transportschwimmen und Erste Hilfe.',
      descriptionEn: 'Lifeguard training (bronze): release grips, towing a swimmer and first aid.',
      courseType: CourseType.LIFESAVING, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.YOUTH_16_PLUS,
      ...weekly(today, 60, FRIDAY, 8), schedule: 'Freitags', scheduleEn: 'Fridays', time: '18:00-19:30',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 90 Minuten', durationEn: '8 sessions of 90 minutes',
      availableSlots: 12, totalSlots: 12, priceCents: 22000,
      specialRequirements: 'Mindestalter 16 Jahre; Erste-Hilfe-Kurs nicht älter als 2 Jahre.',
      specialRequirementsEn: 'Minimum age 16; a first-aid course taken within the last 2 years.', notes: null,
      cancellationPolicy: 'Bei Nichterreichen der Mindestteilnehmerzahl (6) wird der Kurs abgesagt und die Gebühr voll erstattet.',
      cancellationPolicyEn: 'If fewer than the minimum of 6 participants sign up, the course is cancelled and the fee refunded in full.',
    },
    {
      title: 'Rettungsschwimmer Silber', titleEn: 'Lifeguard silver',
      description: 'Die Qualifikation für Badeaufsicht und Rettungsdienst im Bad: Rettungsschwimmer Silber.',
      descriptionEn: 'The qualification for pool supervision and rescue duty: lifeguard silver.',
      courseType: CourseType.LIFESAVING, level: CourseLevel.PROFESSIONAL, ageGroup: AgeGroup.ADULTS_18_PLUS,
      ...weekly(today, 90, SATURDAY, 8), schedule: 'Samstags', scheduleEn: 'Saturdays', time: '13:00-15:00',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 120 Minuten', durationEn: '8 sessions of 120 minutes',
      availableSlots: 5, totalSlots: 10, priceCents: 26000,
      specialRequirements: 'Rettungsschwimmer Bronze.', specialRequirementsEn: 'Lifeguard bronze.', notes: null,
    },
    {
      title: 'Familienschwimmen', titleEn: 'Family swimming',
      description: 'Gemeinsam ins Wasser: spielerische Wassergewöhnung für Eltern und Kinder jeden Alters.',
      descriptionEn: 'Into the water together: playful water familiarisation for parents and children of any age.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ALL_AGES,
      startDate: iso(firstWeekday(today, 7, SUNDAY)), endDate: null, schedule: 'Sonntags', scheduleEn: 'Sundays', time: null,
      location: null, duration: null, availableSlots: 9, totalSlots: 15, priceCents: 6000,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Aqua-Fitness für alle', titleEn: 'Aqua fitness for everyone',
      description: 'Gelenkschonendes Ganzkörpertraining im Wasser.',
      descriptionEn: 'A full-body workout in the water that is gentle on the joints.',
      courseType: CourseType.ADULTS, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ALL_AGES,
      ...weekly(today, -60, MONDAY, 8), schedule: 'Montags', scheduleEn: 'Mondays', time: '10:00-10:45',
      location: LOCATION, locationEn: LOCATION_EN, duration: '8 Einheiten à 45 Minuten', durationEn: '8 sessions of 45 minutes',
      availableSlots: 3, totalSlots: 12, priceCents: 9500,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Wettkampftraining', titleEn: 'Competition training',
      description: 'Training für ambitionierte Schwimmerinnen und Schwimmer: Starts, Wenden und Tempoarbeit.',
      descriptionEn: 'Training for ambitious swimmers: starts, turns and pace work.',
      courseType: CourseType.ADVANCED, level: CourseLevel.PROFESSIONAL, ageGroup: AgeGroup.YOUTH_16_PLUS,
      // Six weeks of Tuesdays and Thursdays: the last session is the sixth Thursday.
      startDate: iso(trainingStart), endDate: iso(new Date(trainingStart.getTime() + 37 * DAY)),
      schedule: 'Dienstags und Donnerstags', scheduleEn: 'Tuesdays and Thursdays', time: '17:00-18:30',
      location: LOCATION, locationEn: LOCATION_EN, duration: '12 Einheiten à 90 Minuten', durationEn: '12 sessions of 90 minutes',
      availableSlots: 4, totalSlots: 10, priceCents: 25000,
      specialRequirements: 'Vereinszugehörigkeit empfohlen.', specialRequirementsEn: 'Club membership recommended.', notes: null,
    },
  ];
}
