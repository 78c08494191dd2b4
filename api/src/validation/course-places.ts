/**
 * "Places taken stay taken", in one place for the API and the admin form (`@h2o/api/validation/course-places`):
 * when staff change a course's number of places, the booked and held ones stay as they are and the free ones move
 * by the same difference. The API does the same in one conditional SQL update (`resizeCourse` in places.ts), so
 * two changes at once cannot lose a place; these functions say beforehand what that update will do.
 */
interface CoursePlaces {
  totalSlots: number;
  availableSlots: number;
}

/** The places of a course that are booked or held now. */
export const placesTaken = (course: CoursePlaces): number => course.totalSlots - course.availableSlots;

/** The free places after changing the number of places to `totalSlots`; below 0 when fewer than the taken remain (refused). */
export const freePlacesAfterResize = (course: CoursePlaces, totalSlots: number): number => totalSlots - placesTaken(course);
