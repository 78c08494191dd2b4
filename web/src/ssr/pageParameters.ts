import { CATEGORY_PARAM } from '../pages/blog/blogFilter';
import { COURSE_FILTER_PARAMETERS } from '../pages/courses/courseFilters';

/**
 * Every query parameter a public page reads while it renders. The server renders a shared (anonymous, cacheable)
 * page with these alone and keys its page cache by them: any other parameter (a campaign tag, a click id, a
 * cache-buster) neither changes the page nor makes a new render of it. A page that starts reading a parameter
 * adds it here, or its server-rendered HTML ignores it.
 */
export const PAGE_PARAMETERS: readonly string[] = [
  // The language of a language-specific address (the hreflang alternates).
  'lang',
  ...COURSE_FILTER_PARAMETERS,
  CATEGORY_PARAM,
  // The course a course request or a review is about (their loaders), and the one the contact form names.
  'courseId',
  'course',
];
