import { Course } from '../src/modules/courses/course.entity.js';
import { AgeGroup, CourseLevel, CourseType } from '../src/modules/courses/course.enums.js';
import type { TestApp } from './test-app.js';

/**
 * A course of its own for one test, far in the future and on offer: its free places are what the test is about.
 * `places` free of as many in all (at least 1); other fields as given.
 */
export async function createTestCourse(
  t: TestApp,
  { title, places, priceCents, ...fields }: { title: string; places: number; priceCents: number; time?: string; location?: string },
): Promise<number> {
  const em = t.database.orm.em.fork();
  const course = em.create(Course, {
    title,
    description: 'Ein Kurs nur für diesen Test.',
    courseType: CourseType.CHILDREN,
    level: CourseLevel.BEGINNER,
    ageGroup: AgeGroup.CHILDREN_5_7,
    startDate: '2099-03-01',
    endDate: '2099-04-01',
    availableSlots: places,
    totalSlots: Math.max(places, 1),
    priceCents,
    ...fields,
  });
  await em.flush();
  return course.id;
}
