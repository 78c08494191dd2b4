import { AgeGroup, CourseLevel, CourseType } from '../../modules/courses/course.enums.js';

const LOCATION = 'Hallenbad Gersthofen, Sportallee 2, 86368 Gersthofen';

/** ISO date `days` from `today` (negative for the past). */
function day(today: Date, days: number): string {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Demo courses relative to the day they are loaded: every type, level and age group, past and
 * upcoming, one fully booked, one almost fully booked and one with missing details.
 */
export function demoCourses(today: Date) {
  return [
    {
      title: 'Seepferdchen-Kurs',
      description: 'Der erste Schwimmkurs für Kinder: Wassergewöhnung, Gleiten, Tauchen und die ersten Schwimmzüge bis zum Seepferdchen-Abzeichen.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.CHILDREN_5_7,
      startDate: day(today, 14), endDate: day(today, 63), schedule: 'Samstags', time: '09:00-09:45',
      location: LOCATION, duration: '8 Einheiten à 45 Minuten', availableSlots: 6, totalSlots: 10, priceCents: 16000,
      specialRequirements: 'Keine Vorkenntnisse nötig.', notes: 'Bitte 15 Minuten vor Beginn da sein.',
    },
    {
      title: 'Seepferdchen Intensiv (Ferienkurs)',
      description: 'Täglicher Ferienkurs für Kinder: in zwei Wochen sicher zum Seepferdchen.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.CHILDREN_5_7,
      startDate: day(today, 30), endDate: day(today, 41), schedule: 'Montag bis Freitag', time: '10:00-10:45',
      location: LOCATION, duration: '10 Einheiten à 45 Minuten', availableSlots: 0, totalSlots: 8, priceCents: 18000,
      specialRequirements: 'Keine Vorkenntnisse nötig.', notes: 'Ausgebucht. Wird ein Platz frei, melden wir uns gern: schreiben Sie uns über das Kontaktformular.',
    },
    {
      title: 'Bronze-Abzeichen (Freischwimmer)',
      description: 'Für Kinder mit Seepferdchen: Ausdauer, Kopfsprung und Tieftauchen bis zum Freischwimmer in Bronze.',
      courseType: CourseType.CHILDREN, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.CHILDREN_5_7,
      startDate: day(today, 21), endDate: day(today, 77), schedule: 'Mittwochs', time: '16:00-16:45',
      location: LOCATION, duration: '8 Einheiten à 45 Minuten', availableSlots: 2, totalSlots: 10, priceCents: 15000,
      specialRequirements: 'Seepferdchen-Abzeichen.', notes: null,
    },
    {
      title: 'Schwimmkurs für Erwachsene',
      description: 'Schwimmen lernen ist in jedem Alter möglich: in kleiner Gruppe, ohne Leistungsdruck, mit viel Geduld.',
      courseType: CourseType.ADULTS, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ADULTS_18_PLUS,
      startDate: day(today, 10), endDate: day(today, 59), schedule: 'Dienstags', time: '19:00-20:00',
      location: LOCATION, duration: '8 Einheiten à 60 Minuten', availableSlots: 8, totalSlots: 8, priceCents: 19000,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Techniktraining Kraulschwimmen',
      description: 'Kraultechnik verbessern: Wasserlage, Atmung und Armzug mit Videoanalyse.',
      courseType: CourseType.ADVANCED, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.YOUTH_16_PLUS,
      startDate: day(today, 45), endDate: day(today, 94), schedule: 'Donnerstags', time: '18:30-19:30',
      location: LOCATION, duration: '6 Einheiten à 60 Minuten', availableSlots: 7, totalSlots: 10, priceCents: 14000,
      specialRequirements: '200 m Brustschwimmen ohne Pause.', notes: null,
    },
    {
      title: 'Rettungsschwimmer Bronze',
      description: 'Ausbildung zum Rettungsschwimmer (Bronze): Befreiungsgriffe, Transportschwimmen und Erste Hilfe.',
      courseType: CourseType.LIFESAVING, level: CourseLevel.ADVANCED, ageGroup: AgeGroup.YOUTH_16_PLUS,
      startDate: day(today, 60), endDate: day(today, 109), schedule: 'Freitags', time: '18:00-19:30',
      location: LOCATION, duration: '8 Einheiten à 90 Minuten', availableSlots: 12, totalSlots: 12, priceCents: 22000,
      specialRequirements: 'Mindestalter 16 Jahre; Erste-Hilfe-Kurs nicht älter als 2 Jahre.', notes: null,
      cancellationPolicy: 'Bei Nichterreichen der Mindestteilnehmerzahl (6) wird der Kurs abgesagt und die Gebühr voll erstattet.',
    },
    {
      title: 'Rettungsschwimmer Silber',
      description: 'Die Qualifikation für Badeaufsicht und Rettungsdienst im Bad: Rettungsschwimmer Silber.',
      courseType: CourseType.LIFESAVING, level: CourseLevel.PROFESSIONAL, ageGroup: AgeGroup.ADULTS_18_PLUS,
      startDate: day(today, 90), endDate: day(today, 139), schedule: 'Samstags', time: '13:00-15:00',
      location: LOCATION, duration: '8 Einheiten à 120 Minuten', availableSlots: 5, totalSlots: 10, priceCents: 26000,
      specialRequirements: 'Rettungsschwimmer Bronze.', notes: null,
    },
    {
      title: 'Familienschwimmen',
      description: 'Gemeinsam ins Wasser: spielerische Wassergewöhnung für Eltern und Kinder jeden Alters.',
      courseType: CourseType.CHILDREN, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ALL_AGES,
      startDate: day(today, 7), endDate: null, schedule: 'Sonntags', time: null,
      location: null, duration: null, availableSlots: 9, totalSlots: 15, priceCents: 6000,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Aqua-Fitness für alle',
      description: 'Gelenkschonendes Ganzkörpertraining im Wasser.',
      courseType: CourseType.ADULTS, level: CourseLevel.BEGINNER, ageGroup: AgeGroup.ALL_AGES,
      startDate: day(today, -60), endDate: day(today, -11), schedule: 'Montags', time: '10:00-10:45',
      location: LOCATION, duration: '8 Einheiten à 45 Minuten', availableSlots: 3, totalSlots: 12, priceCents: 9500,
      specialRequirements: null, notes: null,
    },
    {
      title: 'Wettkampftraining',
      description: 'Training für ambitionierte Schwimmerinnen und Schwimmer: Starts, Wenden und Tempoarbeit.',
      courseType: CourseType.ADVANCED, level: CourseLevel.PROFESSIONAL, ageGroup: AgeGroup.YOUTH_16_PLUS,
      startDate: day(today, -120), endDate: day(today, -30), schedule: 'Dienstags und Donnerstags', time: '17:00-18:30',
      location: LOCATION, duration: '12 Einheiten à 90 Minuten', availableSlots: 4, totalSlots: 10, priceCents: 25000,
      specialRequirements: 'Vereinszugehörigkeit empfohlen.', notes: null,
    },
  ];
}
