import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { QUERY_LIMITS, documentLimits, parseOptions } from '../src/graphql/limits.js';

/**
 * The documents `npm run bench:documents` sends to a real server: the issue's attacks (issue 21, rows 1
 * and 6), the standard introspection query, and for each public list the widest document the limits
 * accept (as many aliases of it, each with every field and the largest page, as pass the limit rules).
 */
export interface BenchDocument {
  name: string;
  body: { query?: string; extensions?: unknown };
}

/** What GraphiQL, Apollo Sandbox, graphql-codegen, Postman and Insomnia send, with every option on. */
export const standardIntrospection = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

/**
 * 1,200 root fields `coursesNotice { title }` (29 KB, within the byte and the token limit, and cheap by cost):
 * graphql-js's OverlappingFieldsCanBeMergedRule compares every pair of same-named fields (720,000 pairs).
 */
export const duplicateRootFields = `{ ${'coursesNotice { title } '.repeat(1_200)}}`;

/** A type reference seven levels deep, as the standard query's TypeRef. */
const typeRef = (levels: number): string => (levels === 0 ? 'kind name' : `kind name ofType { ${typeRef(levels - 1)} }`);

/** The tree of issue 21 row 1: every type's fields with their arguments and type references, as codegen tools ask. */
export const schemaTree =
  `__schema { types { name kind description fields(includeDeprecated: true) { name description isDeprecated deprecationReason ` +
  `args { name description defaultValue type { ${typeRef(6)} } } type { ${typeRef(6)} } } } }`;

/** Issue 21 row 1: `count` aliases of `schemaTree` (30 ≈ 13.4 KB). */
export const aliasedSchemaTrees = (count: number) =>
  `query {\n${Array.from({ length: count }, (_, i) => `s${i}: ${schemaTree}`).join('\n')}\n}`;

/** One introspection tree that nests `fields` through the types they return, as deep as accepted: types × fields × fields. */
const nestedFieldsTree = `{ __schema { types { name description fields { name description type { name ofType { name description fields { name description type { ${typeRef(6)} } } } } } } } }`;

type Limits = ReturnType<typeof documentLimits>;

const accepted = (schema: GraphQLSchema, limits: Limits, query: string) => {
  try {
    const document = parse(query, parseOptions);
    return !limits(document) && validate(schema, document, specifiedRules).length === 0;
  } catch {
    return false;
  }
};

/** Every field a client may ask of `type`, objects `depth` levels down, lists at their largest page. */
function everyField(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '__typename';
  const selections = Object.values(type.getFields())
    // Admin fields answer an anonymous caller 401 before anything runs: not the worst an anonymous client can do.
    .filter(
      (field) =>
        !field.description?.startsWith('Admins only') &&
        !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined),
    )
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [field.name];
      if (depth === 0) return [];
      return [`${field.name}${pageArgument(field)} { ${everyField(named, depth - 1)} }`];
    });
  return selections.join(' ');
}

const pageArgument = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => arg.name === 'first') ? `(first: ${QUERY_LIMITS.maxPageSize})` : '';

/** For each nesting of objects (2 to 4 levels), as many aliases of `field` with every field as the limit rules accept. */
function widestAccepted(schema: GraphQLSchema, limits: Limits, fieldName: string): BenchDocument[] {
  const field = schema.getQueryType()!.getFields()[fieldName];
  if (field.description?.startsWith('Admins only')) return [];
  return [4, 3, 2].flatMap((depth) => {
    const selection = `${fieldName}${pageArgument(field)} { ${everyField(getNamedType(field.type), depth)} }`;
    const document = (aliases: number) => `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
    for (let aliases = QUERY_LIMITS.maxAliases; aliases >= 1; aliases--) {
      const query = document(aliases);
      if (accepted(schema, limits, query))
        return [{ name: `${aliases} x ${fieldName}${pageArgument(field)}, every field ${depth} deep`, body: { query } }];
    }
    return [];
  });
}

/** The public lists and objects a document can ask for many of. */
const PUBLIC_LISTS = ['courses', 'services', 'blogPosts', 'testimonials', 'blogCategories', 'coursesNotice', 'coursesNoticeTexts'];

export function worstDocuments(schema: GraphQLSchema): BenchDocument[] {
  const limits = documentLimits(schema);
  const everyCourseField = everyField(schema.getType('Course')!, 4);
  return [
    { name: 'row 1: 30 aliased __schema trees', body: { query: aliasedSchemaTrees(30) } },
    { name: '1,200 root fields coursesNotice { title }', body: { query: duplicateRootFields } },
    { name: 'one __schema tree of row 1', body: { query: aliasedSchemaTrees(1) } },
    { name: 'standard introspection query', body: { query: standardIntrospection } },
    { name: '__schema: fields of fields of fields', body: { query: nestedFieldsTree } },
    {
      name: '30 __type(name:) with different names',
      body: {
        query: `{ ${['Query', 'Mutation', 'Course', 'BlogPost', 'Service', 'Order', 'Booking', 'Mail', 'Testimonial', 'User'].flatMap((name, i) => [0, 1, 2].map((j) => `t${i}_${j}: __type(name: "${name}") { name fields { name args { name type { ${typeRef(3)} } } type { ${typeRef(3)} } } }`)).join(' ')} }`,
      },
    },
    {
      name: 'row 6: APQ hash that does not match its document',
      body: { query: '{ services { title } }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } },
    },
    {
      name: '30 x courses(first: 200), every field',
      body: {
        query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: courses(first: 200) { edges { node { ${everyCourseField} } } }`).join(' ')} }`,
      },
    },
    ...PUBLIC_LISTS.flatMap((field) => widestAccepted(schema, limits, field)),
  ];
}
