import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminParticipantsMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  course: NoMessageValues;
  chooseCourse: NoMessageValues;
  chooseHint: NoMessageValues;
  noCourses: NoMessageValues;
  coursesLoadFailed: NoMessageValues;
  loadFailed: NoMessageValues;
  notFound: NoMessageValues;
  count: { count: number };
  listLabel: NoMessageValues;
  number: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  birthDate: NoMessageValues;
  age: { age: number };
  contact: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  dates: NoMessageValues;
  schedule: NoMessageValues;
  time: NoMessageValues;
  location: NoMessageValues;
  downloadCsv: NoMessageValues;
  print: NoMessageValues;
}>({
  title: { id: 'admin.participants.title', description: 'Admin participants view: heading, browser tab title' },
  intro: { id: 'admin.participants.intro', description: 'Admin participants view: what the list holds (confirmed and paid orders only)' },
  course: { id: 'admin.participants.course', description: 'Admin participants view: label of the course picker' },
  chooseCourse: {
    id: 'admin.participants.chooseCourse',
    description: "Admin participants view: the picker's first option while no course is chosen",
  },
  chooseHint: { id: 'admin.participants.chooseHint', description: 'Admin participants view: shown while no course is chosen' },
  noCourses: {
    id: 'admin.participants.noCourses',
    description: 'Admin participants view: there is no course to pick (docs/SPEC.md §8 "No courses found")',
  },
  coursesLoadFailed: {
    id: 'admin.participants.coursesLoadFailed',
    description: 'Admin participants view: the course picker could not be loaded (a retry button follows)',
  },
  loadFailed: {
    id: 'admin.participants.loadFailed',
    description: 'Admin participants view: the participant list could not be loaded (a retry button follows)',
  },
  notFound: {
    id: 'admin.participants.notFound',
    description: 'Admin participants view: the course in the URL does not exist (deleted, or a wrong number)',
  },
  count: { id: 'admin.participants.count', description: 'Admin participants view: number of participants of the chosen course' },
  listLabel: { id: 'admin.participants.list', description: 'Admin participants view: accessible name of the participants table' },
  number: { id: 'admin.participants.column.number', description: 'Admin participants table: column heading, the position in the list' },
  firstName: { id: 'admin.participants.column.firstName', description: 'Admin participants table: column heading, first name' },
  lastName: { id: 'admin.participants.column.lastName', description: 'Admin participants table: column heading, last name' },
  birthDate: {
    id: 'admin.participants.column.birthDate',
    description: "Admin participants table: column heading, date of birth (with the age on the course's first day)",
  },
  age: {
    id: 'admin.participants.age',
    description: 'Admin participants table: after the date of birth, the age on the course\'s first day, e.g. "(6 J.)"',
  },
  contact: {
    id: 'admin.participants.column.contact',
    description: 'Admin participants table: column heading, who booked the place (usually a parent): name, phone, e-mail',
  },
  empty: {
    id: 'admin.participants.empty',
    description: 'Admin participants view: the course has no participant yet (docs/SPEC.md §8 "Keine Teilnehmer gefunden")',
  },
  emptyHint: {
    id: 'admin.participants.emptyHint',
    description: 'Admin participants view: under the empty state, why someone booked may be missing',
  },
  dates: { id: 'admin.participants.dates', description: 'Admin participants view, course header: label of the first and last date' },
  schedule: { id: 'admin.participants.schedule', description: 'Admin participants view, course header: label of the weekdays' },
  time: { id: 'admin.participants.time', description: 'Admin participants view, course header: label of the time of day' },
  location: { id: 'admin.participants.location', description: 'Admin participants view, course header: label of the place' },
  downloadCsv: {
    id: 'admin.participants.downloadCsv',
    description: 'Admin participants view: link downloading the list as a CSV file (for Excel)',
  },
  print: { id: 'admin.participants.print', description: 'Admin participants view: button printing the list for the pool deck' },
});
