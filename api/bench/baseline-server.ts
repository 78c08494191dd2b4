import Fastify from 'fastify';
import pg from 'pg';

/**
 * Benchmark child: the least a server can do for the course list. fastify + pg, the same SQL as
 * findPublicCourses (no filter), the same JSON as our `GET /api/courses` and our GraphQL course-card
 * query, built straight from the rows. run.ts checks that both servers answer identically.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('baseline-server.ts runs as a child of api/bench/run.ts');

// Copied from course.repository.ts (COURSE_COLUMNS, publicCourseWhere({}), COURSE_ORDER_SQL).
const COURSES_SQL = `select c.id, c.title, c.description, c.course_type as "courseType", c.level, c.age_group as "ageGroup",
  to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
  c.schedule, c.time, c.location, c.duration, greatest(c.available_slots, 0) as "availableSlots",
  c.total_slots as "totalSlots", c.price_cents as "priceCents", c.is_active as "isActive", c.notes,
  c.special_requirements as "specialRequirements", c.cancellation_policy as "cancellationPolicy",
  count(*) over () as "totalCount"
  from courses c where c.is_active
  order by (c.start_date is null or c.start_date < (now() at time zone 'Europe/Berlin')::date),
    c.start_date nulls last, case c.level when 'BEGINNER' then 1 when 'ADVANCED' then 2 when 'PROFESSIONAL' then 3 else 99 end, c.id
  limit $1 offset 0`;

const LEVEL_LABELS: Record<string, string> = { BEGINNER: 'Anfänger', ADVANCED: 'Fortgeschritten', PROFESSIONAL: 'Profi' };
const AGE_GROUP_LABELS: Record<string, string> = {
  CHILDREN_5_7: '5-7 Jahre',
  YOUTH_16_PLUS: '16+',
  ADULTS_18_PLUS: '18+',
  ALL_AGES: 'Alle Altersgruppen',
};

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 }); // the ORM's pool size
const app = Fastify({ logger: false });
const readCourses = async (limit: number) => (await pool.query(COURSES_SQL, [limit])).rows;

app.get('/api/courses', async () =>
  (await readCourses(200)).map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    courseType: c.courseType,
    level: LEVEL_LABELS[c.level],
    ageGroup: AGE_GROUP_LABELS[c.ageGroup],
    startDate: c.startDate,
    endDate: c.endDate,
    schedule: c.schedule,
    time: c.time,
    location: c.location,
    duration: c.duration,
    availableSlots: c.availableSlots,
    totalSlots: c.totalSlots,
    price: c.priceCents / 100,
    isActive: true,
    notes: c.notes,
    specialRequirements: c.specialRequirements,
    cancellationPolicy: c.cancellationPolicy,
  })),
);

/** Answers only the benchmark's course-card query; `variables.first` is the page size. */
app.post<{ Body: { variables?: { first?: number } } }>('/graphql', async (request) => {
  const first = Math.min(Math.max(Number(request.body?.variables?.first ?? 50), 0), 200);
  const rows = await readCourses(first);
  const edges = rows.map((c) => ({
    node: {
      id: Buffer.from(`Course:${c.id}`, 'utf8').toString('base64'),
      databaseId: c.id,
      title: c.title,
      level: c.level,
      ageGroup: c.ageGroup,
      startDate: c.startDate,
      endDate: c.endDate,
      time: c.time,
      location: c.location,
      priceCents: c.priceCents,
      availableSlots: c.availableSlots,
      totalSlots: c.totalSlots,
      availability: availability(c, today()),
    },
  }));
  return {
    data: { courses: { edges } },
    extensions: { cost: { requestedQueryCost: Math.ceil(first * COST_PER_CARD), maximumQueryCost: 50_000 } },
  };
});

/**
 * Our /graphql reports each answer's static cost (`extensions.cost`, graphql/limits.ts): the card query costs 53.375 per
 * row asked for, rounded up. Written here as a number: run.ts compares the bodies, so a change of the pricing shows there.
 */
const COST_PER_CARD = 53.375;

// Copied from course.rules.ts (courseAvailability, todayInGersthofen).
const gersthofenDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = () => gersthofenDate.format(new Date());
function availability(
  c: { availableSlots: number; totalSlots: number; startDate: string | null; endDate: string | null },
  today: string,
): string {
  if (c.endDate && c.endDate < today) return 'ENDED';
  if (c.startDate && c.startDate < today) return 'STARTED';
  if (c.availableSlots === 0) return 'FULLY_BOOKED';
  if (c.availableSlots < c.totalSlots * 0.3) return 'ALMOST_FULL';
  return 'AVAILABLE';
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

async function stop() {
  setTimeout(() => process.exit(1), 5_000).unref();
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
