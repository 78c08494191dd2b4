import { defineMessages, type NoMessageValues } from 'react-intl';

export const seoMessages = defineMessages<{
  homeDescription: NoMessageValues;
  coursesDescription: NoMessageValues;
  courseDescription: { title: string; dates: string };
}>({
  homeDescription: {
    id: 'seo.home.description',
    description: 'Search-result snippet (meta description) of the home page, at most ~155 characters',
  },
  coursesDescription: {
    id: 'seo.courses.description',
    description: 'Search-result snippet (meta description) of the course list, at most ~155 characters',
  },
  courseDescription: {
    id: 'seo.course.description',
    description: 'Search-result snippet of a course page whose course has no description; {title} is the course, {dates} its dates',
  },
});
