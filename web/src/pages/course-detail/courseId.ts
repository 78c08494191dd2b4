const MAX_INT = 2 ** 31 - 1; // GraphQL Int

/**
 * A course id from a URL (`/course/:id`, `?courseId=`), or null when it cannot be one. Its own module: the course
 * request and review pages read it too, and importing it from the course page's loader brought that page's query.
 */
export function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_INT ? id : null;
}
