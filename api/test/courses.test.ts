import { todayInGersthofen } from '../src/modules/courses/course.rules.js';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = `query($first: Int, $after: String, $filter: CourseFilter) {
  courses(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id databaseId title description level ageGroup courseType startDate priceCents availableSlots totalSlots availability } }
  }
}`;

async function titles(filter: Record<string, unknown>) {
  const { data, errors } = await t.graphql(LIST, { filter });
  expect(errors).toBeUndefined();
  return data.courses.edges.map((edge: any) => edge.node.title);
}

const today = () => todayInGersthofen();

describe('courses query', () => {
  it('says which courses can be booked now: free places, not started', async () => {
    const { data } = await t.graphql(`{ courses { edges { node { title startDate availableSlots availability bookable } } } }`);
    const nodes = data.courses.edges.map((edge: any) => edge.node);
    for (const node of nodes) {
      const notStarted = node.startDate === null || node.startDate >= today();
      expect([node.title, node.bookable]).toEqual([node.title, node.availableSlots > 0 && notStarted]);
    }
    const full = nodes.find((node: any) => node.title === 'Seepferdchen Intensiv (Ferienkurs)');
    expect(full).toMatchObject({ availableSlots: 0, availability: 'FULLY_BOOKED', bookable: false });
    expect(nodes.some((node: any) => node.bookable)).toBe(true);
    expect(nodes.some((node: any) => node.availableSlots > 0 && !node.bookable)).toBe(true); // a past course with places
  });

  it('counts the whole list even when no row is asked for (first: 0)', async () => {
    const { data } = await t.graphql(`{ courses(first: 0) { totalCount edges { cursor } pageInfo { hasNextPage } } }`);
    expect(data.courses).toEqual({ totalCount: 10, edges: [], pageInfo: { hasNextPage: true } });
  });

  it('lists active courses, upcoming before past, then by start date', async () => {
    const { data } = await t.graphql(LIST, {});
    const nodes = data.courses.edges.map((edge: any) => edge.node);
    expect(nodes.length).toBe(10);
    expect(data.courses.totalCount).toBe(10);
    const upcoming = nodes.filter((node: any) => node.startDate >= today());
    const past = nodes.filter((node: any) => node.startDate < today());
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(nodes.slice(0, upcoming.length)).toEqual(upcoming);
    const dates = (list: any[]) => list.map((node) => node.startDate);
    expect(dates(upcoming)).toEqual([...dates(upcoming)].sort());
    expect(dates(past)).toEqual([...dates(past)].sort());
  });

  it('orders courses starting the same day by level: beginner, advanced, professional', async () => {
    await t.database.orm.em.fork().execute(
      `insert into courses (title, course_type, level, age_group, start_date, total_slots, available_slots, price_cents)
       values ('Z Profi', 'ADVANCED', 'PROFESSIONAL', 'ADULTS_18_PLUS', '2099-01-01', 5, 5, 100),
              ('Z Anfänger', 'ADULTS', 'BEGINNER', 'ADULTS_18_PLUS', '2099-01-01', 5, 5, 100),
              ('Z Fortgeschritten', 'ADULTS', 'ADVANCED', 'ADULTS_18_PLUS', '2099-01-01', 5, 5, 100)`,
    );
    try {
      expect(await titles({ search: 'Z' }).then((list) => list.filter((title: string) => title.startsWith('Z ')))).toEqual([
        'Z Anfänger',
        'Z Fortgeschritten',
        'Z Profi',
      ]);
    } finally {
      await t.database.orm.em.fork().execute(`delete from courses where title like 'Z %'`);
    }
  });

  it('never shows inactive courses', async () => {
    await t.database.orm.em.fork().execute(`update courses set is_active = false where title = 'Wettkampftraining'`);
    try {
      expect(await titles({})).not.toContain('Wettkampftraining');
      const { data } = await t.graphql(`{ course(databaseId: 10) { title } }`);
      expect(data.course).toBeNull();
    } finally {
      await t.database.orm.em.fork().execute(`update courses set is_active = true where title = 'Wettkampftraining'`);
    }
  });

  it('filters by age group, level, course type, availability and maximum price', async () => {
    expect(await titles({ ageGroup: 'ADULTS_18_PLUS' })).toEqual(['Schwimmkurs für Erwachsene', 'Rettungsschwimmer Silber']);
    expect(await titles({ level: 'PROFESSIONAL' })).toEqual(['Rettungsschwimmer Silber', 'Wettkampftraining']);
    expect(await titles({ courseType: 'LIFESAVING' })).toEqual(['Rettungsschwimmer Bronze', 'Rettungsschwimmer Silber']);
    expect(await titles({ onlyAvailable: true })).not.toContain('Seepferdchen Intensiv (Ferienkurs)');
    expect(await titles({ onlyAvailable: false })).toContain('Seepferdchen Intensiv (Ferienkurs)');
    expect(await titles({ maxPriceCents: 9500 })).toEqual(['Familienschwimmen', 'Aqua-Fitness für alle']);
    expect(await titles({ ageGroup: 'CHILDREN_5_7', level: 'ADVANCED' })).toEqual(['Bronze-Abzeichen (Freischwimmer)']);
  });

  it('searches title and description, every word, ignoring case', async () => {
    expect(await titles({ search: 'rettungsschwimmer' })).toEqual(['Rettungsschwimmer Bronze', 'Rettungsschwimmer Silber']);
    // "Videoanalyse" appears only in a description.
    expect(await titles({ search: 'VIDEOANALYSE' })).toEqual(['Techniktraining Kraulschwimmen']);
    expect(await titles({ search: 'seepferdchen ferienkurs' })).toEqual(['Seepferdchen Intensiv (Ferienkurs)']);
    expect(await titles({ search: '100%' })).toEqual([]);
    expect(await titles({ search: '   ' })).toHaveLength(10);
  });

  it('pages with first/after and reports totals', async () => {
    const first = await t.graphql(LIST, { first: 4 });
    expect(first.data.courses.edges).toHaveLength(4);
    expect(first.data.courses.totalCount).toBe(10);
    expect(first.data.courses.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await t.graphql(LIST, { first: 4, after: first.data.courses.pageInfo.endCursor });
    const third = await t.graphql(LIST, { first: 4, after: second.data.courses.pageInfo.endCursor });
    expect(third.data.courses.edges).toHaveLength(2);
    expect(third.data.courses.pageInfo.hasNextPage).toBe(false);
    const all = await t.graphql(LIST, { first: 10 });
    const paged = [first, second, third].flatMap((page) => page.data.courses.edges.map((edge: any) => edge.node.databaseId));
    expect(paged).toEqual(all.data.courses.edges.map((edge: any) => edge.node.databaseId));
    const beyond = await t.graphql(LIST, { first: 4, after: third.data.courses.pageInfo.endCursor });
    expect(beyond.data.courses).toMatchObject({ edges: [], totalCount: 10 });
  });

  it('refuses oversized pages and foreign cursors with a clear error', async () => {
    const tooMany = await t.graphql(LIST, { first: 1000 });
    expect(tooMany.errors[0]).toMatchObject({ message: '"first" muss zwischen 0 und 200 liegen.', extensions: { code: 'BAD_USER_INPUT' } });
    const badCursor = await t.graphql(LIST, { after: 'bm9wZQ==' });
    expect(badCursor.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives the availability of each course: full, almost full, available', async () => {
    const { data } = await t.graphql(LIST, {});
    const byTitle = Object.fromEntries(data.courses.edges.map((edge: any) => [edge.node.title, edge.node]));
    expect(byTitle['Seepferdchen Intensiv (Ferienkurs)']).toMatchObject({ availableSlots: 0, availability: 'FULLY_BOOKED' });
    expect(byTitle['Bronze-Abzeichen (Freischwimmer)']).toMatchObject({ availableSlots: 2, totalSlots: 10, availability: 'ALMOST_FULL' });
    expect(byTitle['Seepferdchen-Kurs']).toMatchObject({ availability: 'AVAILABLE', priceCents: 16000 });
  });

  it('reads one course by database id, and null for unknown ids', async () => {
    const { data } = await t.graphql(
      `{ course(databaseId: 1) { id databaseId title startDate endDate time location duration } missing: course(databaseId: 999) { id } }`,
    );
    expect(data.course).toMatchObject({ databaseId: 1, title: 'Seepferdchen-Kurs', time: '09:00-09:45' });
    expect(data.course.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.missing).toBeNull();
  });

  it('offers the filter values present among bookable courses', async () => {
    const { data } = await t.graphql(`{ courseFilterOptions { levels ageGroups courseTypes maxPriceCents } }`);
    expect(data.courseFilterOptions).toEqual({
      levels: ['BEGINNER', 'ADVANCED', 'PROFESSIONAL'],
      ageGroups: ['CHILDREN_5_7', 'YOUTH_16_PLUS', 'ADULTS_18_PLUS', 'ALL_AGES'],
      courseTypes: ['CHILDREN', 'ADULTS', 'ADVANCED', 'LIFESAVING'],
      maxPriceCents: 26000,
    });
  });
});
