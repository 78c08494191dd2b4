import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('services', () => {
  it('lists the eight services in menu order, in German and English', async () => {
    const { data } = await t.graphql(`{ services { slug title titleEn description descriptionEn order } }`);
    expect(data.services.map((service: any) => service.slug)).toEqual([
      'technische-baederbetreuung',
      'saisonale-einwinterung',
      'aufsichtspersonal',
      'seminare',
      'betriebshandbuch',
      'gefaehrdungsbeurteilungen',
      'mentoring',
      'coaching',
    ]);
    for (const service of data.services) {
      expect(service.title).toBeTruthy();
      expect(service.titleEn).toBeTruthy();
      expect(service.descriptionEn).toBeTruthy();
    }
  });

  it.each([
    ['technische-baederbetreuung', 'technische-baederbetreuung'],
    ['TechnischeBaederbetreuung', 'technische-baederbetreuung'],
    ['SaisonaleEinwinterung', 'saisonale-einwinterung'],
    ['Seminare', 'seminare'],
    ['seminare', 'seminare'],
    ['Betriebshandbuch', 'betriebshandbuch'],
    ['Gefaehrdungsbeurteilungen', 'gefaehrdungsbeurteilungen'],
    ['Gefährdungsbeurteilungen', 'gefaehrdungsbeurteilungen'],
    ['Mentoring', 'mentoring'],
    ['Coaching', 'coaching'],
    ['aufsichtspersonal', 'aufsichtspersonal'],
  ])('finds the service for the link spelling %s', async (spelling, slug) => {
    const { data } = await t.graphql(`query($slug: String!) { service(slug: $slug) { slug } }`, { slug: spelling });
    expect(data.service).toEqual({ slug });
  });

  it('answers null for a slug that is no service', async () => {
    const { data } = await t.graphql(`{ a: service(slug: "Schwimmkurse") { slug } b: service(slug: "--") { slug } }`);
    expect(data).toEqual({ a: null, b: null });
  });
});

describe('testimonials', () => {
  it('shows only approved reviews, newest first, with their course', async () => {
    const { data } = await t.graphql(`{ testimonials { totalCount edges { node { name rating content course { title } } } } }`);
    const names = data.testimonials.edges.map((edge: any) => edge.node.name);
    expect(names).not.toContain('Anonym');
    expect(data.testimonials.totalCount).toBe(4);
    const lena = data.testimonials.edges.find((edge: any) => edge.node.name === 'Sandra M.').node;
    expect(lena.course).toEqual({ title: 'Seepferdchen-Kurs' });
  });

  it('loads the courses of a whole page of reviews in one query, not one per review', async () => {
    // Counts the statements the ORM's connection runs while serving one request (the review list itself
    // is read through Kysely; the courses under it through the EntityManager, batched by a DataLoader).
    const connection = t.database.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    const statements: string[] = [];
    connection.execute = ((query: any, ...rest: any[]) => {
      statements.push(String(query));
      return execute(query, ...rest);
    }) as typeof connection.execute;
    try {
      const { data } = await t.graphql(`{ testimonials { edges { node { course { title } } } } }`);
      expect(data.testimonials.edges.filter((edge: any) => edge.node.course)).toHaveLength(3);
    } finally {
      connection.execute = execute;
    }
    const courseStatements = statements.filter((statement) => /from "courses"/.test(statement));
    expect(courseStatements).toHaveLength(1);
    expect(courseStatements[0]).toMatch(/from "courses" as "c0" where "c0"."id" in \(\?, \?, \?\)/);
  });

  it('never exposes reviewers’ e-mail addresses (an admin-only field: anonymous callers are refused and get none)', async () => {
    const { data, errors } = await t.graphql(`{ testimonials(first: 5) { edges { node { name email } } } }`);
    expect(errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(data ?? null)).not.toMatch(/@/);
  });
});

describe('blog', () => {
  it('lists published posts only, newest first, with ISO dates', async () => {
    const { data } = await t.graphql(`{ blogPosts { totalCount edges { node { slug publishedAt tags category } } } }`);
    const posts = data.blogPosts.edges.map((edge: any) => edge.node);
    expect(posts.map((post: any) => post.slug)).not.toContain('neue-kurszeiten-herbst');
    expect(data.blogPosts.totalCount).toBe(4);
    const dates = posts.map((post: any) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by category, ignoring case', async () => {
    const { data } = await t.graphql(`{ blogPosts(category: "schwimmkurse") { edges { node { slug } } } }`);
    expect(data.blogPosts.edges.map((edge: any) => edge.node.slug)).toEqual([
      'ab-wann-schwimmen-lernen',
      'was-gehoert-in-die-schwimmtasche',
    ]);
  });

  it('reads a published post by slug; drafts stay hidden', async () => {
    const { data } = await t.graphql(
      `{ a: blogPost(slug: "rettungsschwimmer-werden") { title content } b: blogPost(slug: "neue-kurszeiten-herbst") { title } }`,
    );
    expect(data.a.title).toBe('Rettungsschwimmer werden: Voraussetzungen und Ablauf');
    expect(data.b).toBeNull();
  });
});

describe('node(id:)', () => {
  it('refetches every public type by its global id', async () => {
    const { data } = await t.graphql(`{
      courses(first: 1) { edges { node { id title } } }
      services { id title }
      testimonials(first: 1) { edges { node { id name } } }
      blogPosts(first: 1) { edges { node { id title } } }
    }`);
    const samples = [
      [data.courses.edges[0].node, 'Course', 'title'],
      [data.services[0], 'Service', 'title'],
      [data.testimonials.edges[0].node, 'Testimonial', 'name'],
      [data.blogPosts.edges[0].node, 'BlogPost', 'title'],
    ] as const;
    for (const [sample, type, field] of samples) {
      const result = await t.graphql(`query($id: ID!) { node(id: $id) { __typename id ... on ${type} { ${field} } } }`, { id: sample.id });
      expect(result.data.node).toEqual({ __typename: type, id: sample.id, [field]: (sample as any)[field] });
    }
  });

  it('answers null for hidden, draft, unknown and malformed ids', async () => {
    const id = (text: string) => Buffer.from(text).toString('base64');
    for (const globalId of [id('Testimonial:5'), id('BlogPost:5'), id('Course:999'), id('User:1'), 'not-an-id', id('Course:-1')]) {
      const { data, errors } = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId });
      expect(errors).toBeUndefined();
      expect(data.node).toBeNull();
    }
  });
});
