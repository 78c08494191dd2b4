import 'reflect-metadata';
import { join } from 'node:path';
import { toGlobalId } from '../src/graphql/node.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, startTestApp } from './test-app.js';

/**
 * Issue 14, services management: staff edit a service's texts, position, icon and image; the public pages and
 * the REST door show the change at once; the slug stays; refused input changes nothing; every change is in the
 * audit log; nobody but an admin may do it.
 */
// The built client with its server entry (the global setup builds it), so the service page renders as visitors get it.
const webDistDir = join(import.meta.dirname, '../../web/dist');

let t: TestApp;
let post: AdminCallers['post'], gql: AdminCallers['gql'], sql: AdminCallers['sql'];

beforeAll(async () => {
  t = await startTestApp({ webDistDir });
  ({ post, gql, sql } = await adminCallers(t, { username: 'services-user' }));
});
afterAll(() => t.close());

const SERVICE = 'id databaseId slug title titleEn description descriptionEn order icon imageUrl';
const UPDATE = `mutation($input: UpdateServiceOfferingInput!) {
  updateServiceOffering(input: $input) { service { ${SERVICE} auditTrail { action actor before after } } errors { field code message } }
}`;

type Service = Record<string, any>;
const serviceBySlug = async (slug: string): Promise<Service> =>
  (await gql(`query($slug: String!) { service(slug: $slug) { ${SERVICE} } }`, { slug }, 'anonymous')).data.service;
const inputOf = ({ id, title, titleEn, description, descriptionEn, order, icon, imageUrl }: Service) => ({
  id,
  title,
  titleEn,
  description,
  descriptionEn,
  order,
  icon,
  imageUrl,
});
const snapshot = async () => ({
  services: await sql('select * from services order by id'),
  audit: await sql('select * from audit_events order by id'),
});

async function page(path: string) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': 'de-DE' } });
  return { status: response.status, html: await response.text() };
}

describe('updateServiceOffering', () => {
  it('saves the texts, position, icon and image, keeps the slug, and the public pages and REST show it at once', async () => {
    const original = await serviceBySlug('mentoring');
    const input = {
      ...inputOf(original),
      title: '  Mentoring für Schwimmmeister  ',
      titleEn: 'Mentoring for pool masters',
      description: 'Begleitung im ersten Jahr.\nMit festen Terminen.',
      descriptionEn: '',
      order: 1,
      icon: 'compass',
      imageUrl: 'https://images.example.org/mentoring.jpg',
    };
    const { service, errors } = (await gql(UPDATE, { input })).data.updateServiceOffering;
    expect(errors).toEqual([]);
    expect(service).toMatchObject({
      id: original.id,
      slug: 'mentoring',
      title: 'Mentoring für Schwimmmeister',
      titleEn: 'Mentoring for pool masters',
      description: 'Begleitung im ersten Jahr.\nMit festen Terminen.',
      descriptionEn: null,
      order: 1,
      icon: 'compass',
      imageUrl: 'https://images.example.org/mentoring.jpg',
    });

    // The public reads: GraphQL, the REST door, the menu order and the server-rendered page.
    const { auditTrail: _trail, ...saved } = service;
    expect(await serviceBySlug('mentoring')).toEqual(saved);
    const list = (await gql('{ services { slug order } }', {}, 'anonymous')).data.services as { slug: string; order: number }[];
    expect(list.map((entry) => entry.order)).toEqual([...list.map((entry) => entry.order)].sort((a, b) => a - b));
    const rest = await fetch(`${t.baseUrl}/api/services`);
    const restService = ((await rest.json()) as Service[]).find((entry) => entry.slug === 'mentoring');
    expect(restService).toMatchObject({
      id: original.databaseId,
      title: 'Mentoring für Schwimmmeister',
      descriptionEn: null,
      order: 1,
      icon: 'compass',
    });
    const rendered = await page('/service/mentoring');
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('<title>Mentoring für Schwimmmeister');
    const english = await page('/service/mentoring?lang=en');
    expect(english.html).toContain('<title>Mentoring for pool masters');
  });

  it('records who changed which fields, before and after, in the audit log', async () => {
    const original = await serviceBySlug('coaching');
    const { service } = (await gql(UPDATE, { input: { ...inputOf(original), titleEn: 'Coaching for teams', order: 42 } })).data
      .updateServiceOffering;
    expect(service.auditTrail[0]).toEqual({
      action: 'UPDATED',
      actor: 'admin',
      before: { titleEn: original.titleEn, order: original.order },
      after: { titleEn: 'Coaching for teams', order: 42 },
    });
    const rows = await sql(
      `select entity_id, action, before, after from audit_events where entity_type = 'service' and entity_id = ? order by id`,
      [original.databaseId],
    );
    expect(rows.at(-1)).toMatchObject({
      entity_id: original.databaseId,
      action: 'updated',
      after: { titleEn: 'Coaching for teams', order: 42 },
    });

    // Saving the same values again changes nothing and records nothing.
    const again = (await gql(UPDATE, { input: inputOf(service) })).data.updateServiceOffering;
    expect(again.errors).toEqual([]);
    expect(await sql(`select id from audit_events where entity_type = 'service' and entity_id = ?`, [original.databaseId])).toHaveLength(
      rows.length,
    );
  });

  it('refuses bad input with translated messages at each field, and stores nothing', async () => {
    const original = await serviceBySlug('seminare');
    const before = await snapshot();
    const input = {
      ...inputOf(original),
      title: '   ',
      description: 'x'.repeat(5001),
      order: -1,
      icon: 'Lifebuoy!',
      imageUrl: 'javascript:alert(1)',
      titleEn: 'Line\nbreak',
    };
    const german = (await gql(UPDATE, { input })).data.updateServiceOffering;
    expect(german.service).toBeNull();
    expect(german.errors).toEqual([
      { field: 'title', code: 'REQUIRED', message: 'Dieses Feld ist erforderlich.' },
      { field: 'titleEn', code: 'INVALID_CHARACTERS', message: 'Dieses Feld enthält unzulässige Zeichen.' },
      { field: 'description', code: 'TOO_LONG', message: 'Bitte geben Sie höchstens 5000 Zeichen ein.' },
      { field: 'order', code: 'OUT_OF_RANGE', message: 'Bitte geben Sie eine ganze Zahl von 0 bis 999 ein.' },
      { field: 'icon', code: 'OUT_OF_RANGE', message: 'Dieses Symbol gibt es nicht. Bitte wählen Sie eines der angebotenen Symbole.' },
      { field: 'imageUrl', code: 'INVALID_URL', message: expect.stringContaining('https-Adresse') },
    ]);
    const english = (await gql(UPDATE, { input: { ...inputOf(original), imageUrl: '//evil.example.org/x.png' } }, 'admin', 'en')).data
      .updateServiceOffering;
    expect(english.errors).toEqual([
      { field: 'imageUrl', code: 'INVALID_URL', message: 'Please enter an https address or a path on this site (starting with /).' },
    ]);
    // A well-formed name the site has no icon for is refused as well: staff pick from the icons offered.
    const noSuchIcon = (await gql(UPDATE, { input: { ...inputOf(original), icon: 'rocket' } }, 'admin', 'en')).data.updateServiceOffering;
    expect(noSuchIcon.errors).toEqual([
      { field: 'icon', code: 'OUT_OF_RANGE', message: 'There is no such icon. Please choose one of the icons offered.' },
    ]);
    const unknown = (await gql(UPDATE, { input: { ...inputOf(original), id: toGlobalId('Service', 999_999) } }, 'admin', 'en')).data
      .updateServiceOffering;
    expect(unknown.errors).toEqual([{ field: 'id', code: 'SERVICE_NOT_FOUND', message: 'This service does not exist (any more).' }]);
    const course = (await gql(UPDATE, { input: { ...inputOf(original), id: toGlobalId('Course', original.databaseId) } })).data
      .updateServiceOffering;
    expect(course.errors[0]).toMatchObject({ field: 'id', code: 'SERVICE_NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to malformed and huge values, storing nothing', async () => {
    const original = await serviceBySlug('seminare');
    const before = await snapshot();
    const fraction = await post(UPDATE, { input: { ...inputOf(original), order: 1.5 } }, 'admin');
    expect(fraction.status).toBeGreaterThanOrEqual(400);
    expect(fraction.status).toBeLessThan(500);
    const huge = await post(UPDATE, { input: { ...inputOf(original), order: 2 ** 40 } }, 'admin');
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['anonymous', 401, 'UNAUTHENTICATED'],
    ['user', 403, 'FORBIDDEN'],
  ] as const)('is refused to %s callers (%i %s), changing nothing', async (caller, status, code) => {
    const original = await serviceBySlug('betriebshandbuch');
    const before = await snapshot();
    const answer = await post(UPDATE, { input: { ...inputOf(original), title: 'Übernommen' } }, caller);
    expect(answer.status).toBe(status);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a service's audit trail (staff and admins)", () => {
  // The refusal is built cheaply (no stack trace; graphql-js passes an error that has its path on as it is): the
  // answer must stay what graphql-js made of it, each item's field in its path. The field is refused alone: the
  // services answer, each with `auditTrail: null` (a partial answer, 200).
  it.each([
    ['anonymous', 'de', 'UNAUTHENTICATED', 'Bitte melden Sie sich an.'],
    ['user', 'en', 'FORBIDDEN', 'You are not allowed to do this.'],
  ] as const)(
    "is refused to %s callers in a list: each item's field null with its path and location, the rest answered (%s, %s)",
    async (caller, language, code, message) => {
      // Two lists asking the field at two places: each refusal has its own path, each list's their field's location.
      const query = '{\n  services {\n    title\n    auditTrail { action }\n  }\n  again: services { auditTrail { action } }\n}';
      const answer = await post(query, {}, caller, language);
      expect(answer.status).toBe(200);
      const services = answer.body.data.services as { title: string; auditTrail: null }[];
      expect(services.length).toBeGreaterThan(0);
      expect(services.every((service) => service.title && service.auditTrail === null)).toBe(true);
      expect(answer.body.data.again).toEqual(services.map(() => ({ auditTrail: null })));
      const refusals = (key: string, line: number, column: number) =>
        services.map((_, i) => ({ message, locations: [{ line, column }], path: [key, i, 'auditTrail'], extensions: { code } }));
      // Each list's refusals in its items' order; the two lists answer in the order their reads come back.
      const errors = answer.body.errors as { path: [string, number, string] }[];
      expect([...errors].sort((a, b) => a.path[0].localeCompare(b.path[0]) || a.path[1] - b.path[1])).toEqual([
        ...refusals('again', 6, 21),
        ...refusals('services', 4, 5),
      ]);
    },
  );
});
