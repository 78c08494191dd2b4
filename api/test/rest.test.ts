import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function get(path: string) {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return { status: response.status, body: (await response.json()) as any };
}

const COURSE_KEYS = [
  'id',
  'title',
  'description',
  'courseType',
  'level',
  'ageGroup',
  'startDate',
  'endDate',
  'schedule',
  'time',
  'location',
  'duration',
  'availableSlots',
  'totalSlots',
  'price',
  'isActive',
  'minParticipants',
  'cancelledAt',
  'notes',
  'specialRequirements',
  'cancellationPolicy',
  // Issue 23: the English texts next to the documented German ones (null: not translated).
  'titleEn',
  'descriptionEn',
  'scheduleEn',
  'locationEn',
  'durationEn',
  'notesEn',
  'specialRequirementsEn',
  'cancellationPolicyEn',
].sort();

describe('REST door (SPEC §7)', () => {
  it('GET /api/courses returns every bookable course in the documented shape', async () => {
    const { status, body } = await get('/api/courses');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect((await get('/api/courses/')).body).toEqual(body);
    for (const course of body) expect(Object.keys(course).sort()).toEqual(COURSE_KEYS);
    const seepferdchen = body.find((course: any) => course.id === 1);
    expect(seepferdchen).toMatchObject({
      title: 'Seepferdchen-Kurs',
      level: 'Anfänger',
      ageGroup: '5-7 Jahre',
      price: 160,
      availableSlots: 6,
      totalSlots: 10,
      isActive: true,
      time: '09:00-09:45',
    });
    expect(seepferdchen.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('GET /api/courses keeps the documented fields German on an English request and adds the English texts beside them', async () => {
    const response = await fetch(`${t.baseUrl}/api/courses/1`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(await response.json()).toMatchObject({
      title: 'Seepferdchen-Kurs',
      titleEn: 'Seahorse badge course',
      schedule: 'Samstags',
      scheduleEn: 'Saturdays',
      duration: '8 Einheiten à 45 Minuten',
      durationEn: '8 sessions of 45 minutes',
      level: 'Anfänger',
      // Not written in either language: null in both.
      cancellationPolicy: null,
      cancellationPolicyEn: null,
    });
  });

  it('GET /api/courses?search= finds a course by its English title as well', async () => {
    expect((await get('/api/courses?search=seahorse%20intensive')).body.map((c: any) => c.title)).toEqual([
      'Seepferdchen Intensiv (Ferienkurs)',
    ]);
  });

  it('GET /api/courses returns more than one page of courses completely', async () => {
    await t.database.orm.em.fork().execute(
      `insert into courses (title, course_type, level, age_group, start_date, total_slots, available_slots, price_cents)
       select 'Extra ' || n, 'ADULTS', 'BEGINNER', 'ADULTS_18_PLUS', current_date + n, 10, 10, 1000 from generate_series(1, 250) n`,
    );
    try {
      const { body } = await get('/api/courses');
      expect(body).toHaveLength(260);
      expect(new Set(body.map((course: any) => course.id)).size).toBe(260);
    } finally {
      await t.database.orm.em.fork().execute(`delete from courses where title like 'Extra %'`);
    }
  });

  it('refuses a query parameter given twice with a 400', async () => {
    for (const path of ['/api/courses?level=Anfänger&level=Profi', '/api/courses?search=a&search=b']) {
      const response = await fetch(`${t.baseUrl}${encodeURI(path)}`);
      expect([path, response.status]).toEqual([path, 400]);
      expect(await response.json()).toMatchObject({ code: 'INVALID_PARAMETER' });
    }
  });

  it('GET /api/courses accepts the old filters, with German labels or enum names', async () => {
    expect((await get('/api/courses?level=Profi')).body.map((c: any) => c.title)).toEqual([
      'Rettungsschwimmer Silber',
      'Wettkampftraining',
    ]);
    expect((await get('/api/courses?ageGroup=18%2B&maxPrice=200')).body.map((c: any) => c.title)).toEqual(['Schwimmkurs für Erwachsene']);
    expect((await get('/api/courses?level=PROFESSIONAL&search=silber')).body).toHaveLength(1);
    const bad = await get('/api/courses?level=Meister');
    expect(bad).toEqual({
      status: 400,
      body: {
        code: 'INVALID_FILTER',
        message: 'Unbekannter Wert für level: Geben Sie einen von Anfänger, Fortgeschritten, Profi an (oder seinen Enum-Namen).',
      },
    });
  });

  it('GET /api/courses/{id} returns one course, 404 for unknown and 400 for malformed ids', async () => {
    const found = await get('/api/courses/2');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 2, availableSlots: 0, price: 180 });
    expect(await get('/api/courses/999')).toEqual({ status: 404, body: { code: 'COURSE_NOT_FOUND', message: 'Kurs nicht gefunden.' } });
    expect((await get('/api/courses/abc')).status).toBe(400);
    expect((await get('/api/courses/1.5')).status).toBe(400);
  });

  it('GET /api/services lists the services with numeric ids and both languages', async () => {
    const { body } = await get('/api/services');
    expect(body).toHaveLength(8);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      slug: 'technische-baederbetreuung',
      title: 'Technische Bäderbetreuung',
      titleEn: 'Technical Pool Management',
      description: expect.any(String),
      descriptionEn: expect.any(String),
      imageUrl: null,
      order: 1,
      icon: 'settings',
    });
  });

  it('GET /api/testimonials lists visible reviews without e-mail addresses', async () => {
    const { body } = await get('/api/testimonials');
    expect(body).toHaveLength(4);
    for (const review of body) {
      expect(review.isVisible).toBe(true);
      expect(review).not.toHaveProperty('email');
      expect(Object.keys(review).sort()).toEqual(['content', 'courseId', 'createdAt', 'id', 'isVisible', 'name', 'rating', 'role']);
    }
    expect(body.find((review: any) => review.name === 'Sandra M.').courseId).toBe(1);
  });

  it('GET /api/blog and /api/blog/published list published posts; /api/blog/{slug} reads one', async () => {
    const list = await get('/api/blog');
    const published = await get('/api/blog/published');
    expect(list.body).toEqual(published.body);
    expect(list.body.map((post: any) => post.slug)).toEqual([
      'ab-wann-schwimmen-lernen',
      'freibad-winterfest-machen',
      'rettungsschwimmer-werden',
      'was-gehoert-in-die-schwimmtasche',
    ]);
    expect(list.body[0]).toMatchObject({
      id: 1,
      published: true,
      tags: ['Kinder', 'Seepferdchen', 'Tipps', 'Eltern'],
      category: 'Schwimmkurse',
    });
    expect(list.body[0]).toMatchObject({
      titleEn: 'When should my child learn to swim?',
      categoryEn: 'Swimming courses',
      tagsEn: ['Children', 'Seahorse badge', 'Tips', 'Parents'],
    });
    const one = await get('/api/blog/freibad-winterfest-machen');
    expect(one.body).toMatchObject({ title: 'Freibad winterfest machen: die vier Schritte', published: true });
    expect(Object.keys(one.body).sort()).toEqual([
      'category',
      'categoryEn',
      'content',
      'contentEn',
      'createdAt',
      'id',
      'imageUrl',
      'published',
      'publishedAt',
      'slug',
      'summary',
      'summaryEn',
      'tags',
      'tagsEn',
      'title',
      'titleEn',
      'updatedAt',
    ]);
    expect(await get('/api/blog/neue-kurszeiten-herbst')).toEqual({
      status: 404,
      body: { code: 'BLOG_POST_NOT_FOUND', message: 'Blog-Post nicht gefunden.' },
    });
  });

  it('answers unknown /api paths with a JSON 404, and a known path with a wrong method with 405', async () => {
    for (const path of ['/api/nothing', '/api', '/api/courses/1/nothing']) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    }
    const patch = await fetch(`${t.baseUrl}/api/courses`, { method: 'PATCH' });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toMatch(/GET/);
  });

  it('hands back the request id, the one given or a new one', async () => {
    const given = await fetch(`${t.baseUrl}/api/services`, { headers: { 'x-request-id': 'support-4711' } });
    expect(given.headers.get('x-request-id')).toBe('support-4711');
    expect((await fetch(`${t.baseUrl}/api/services`)).headers.get('x-request-id')).toMatch(/\S+/);
  });

  it('answers /health and /ready', async () => {
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
