import { defineMessages, type NoMessageValues } from 'react-intl';

export const courseRequestMessages = defineMessages<{
  title: NoMessageValues;
  intro: { course: string };
  message: NoMessageValues;
  success: NoMessageValues;
  sendFailed: NoMessageValues;
  closed: NoMessageValues;
  backToCourse: NoMessageValues;
  toCourses: NoMessageValues;
}>({
  title: { id: 'courseRequest.title', description: 'Course request page: heading and browser tab title' },
  intro: { id: 'courseRequest.intro', description: 'Course request page: text under the heading; {course} is the course title' },
  message: { id: 'courseRequest.field.message', description: 'Course request form: optional note (participants, questions)' },
  success: { id: 'courseRequest.success', description: 'Course request: shown after it was sent (docs/SPEC.md §8 booking success)' },
  sendFailed: { id: 'courseRequest.error.sendFailed', description: 'Course request: could not be sent (no connection, server fault)' },
  closed: { id: 'courseRequest.closed', description: 'Course request page for a course that can no longer be requested' },
  backToCourse: { id: 'courseRequest.backToCourse', description: 'Link from the course request page back to the course' },
  toCourses: { id: 'courseRequest.toCourses', description: 'Link from the course request page to the course list' },
});
