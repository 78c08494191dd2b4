import 'reflect-metadata';
import { Lexer, Source, TokenKind, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { QUERY_LIMITS, documentLimits, parseOptions } from '../src/graphql/limits.js';
import { getSchema } from '../src/graphql/schema.js';
import { endToEnd } from './documents-end-to-end.js';
import { duplicateRootFields } from './worst-documents.js';

/**
 * `npm run bench:documents`: first, how long parsing and validating the worst documents a client may
 * send takes, as Apollo does it (our parse options, graphql-js's rules and ours). Each document fits the
 * byte limit; the answer to every one of them should be ready within a few milliseconds. Then the worst
 * documents end to end against the real server (./documents-end-to-end.ts); BENCH_LOCAL_ONLY=1 skips that.
 */
const schema = await getSchema();
const refusalOf = documentLimits(schema);
/** `unit` repeated as often as both the byte and the token limit allow (with room for what surrounds it). */
const fill = (unit: string) =>
  unit.repeat(
    Math.min(Math.floor((QUERY_LIMITS.maxDocumentBytes - 100) / unit.length), Math.floor((QUERY_LIMITS.maxTokens - 30) / tokens(unit))),
  );
function tokens(text: string) {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** `fragments` fragments of `each` `coursesNotice { title }`, all spread into the root: one merged set for graphql-js. */
const fragmentsInOneSet = (fragments: number, each: number) =>
  `{ ${Array.from({ length: fragments }, (_, i) => `...F${i}`).join(' ')} }\n` +
  Array.from({ length: fragments }, (_, i) => `fragment F${i} on Query { ${'coursesNotice { title } '.repeat(each)}}`).join('\n');

/** Two chains of `length` fragments spread side by side: graphql-js compares every fragment of one with every one of the other. */
const twoFragmentChains = (length: number) =>
  ['A', 'B']
    .map((chain) =>
      Array.from({ length }, (_, i) => `fragment ${chain}${i} on Query { ${i + 1 < length ? `...${chain}${i + 1}` : '__typename'} }`).join(
        '\n',
      ),
    )
    .join('\n')
    .concat('\n{ ...A0 ...B0 }');

const documents: Record<string, string> = {
  'standard introspection': getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  }),
  'fragment bomb (23 levels)': [
    'query { ...F0 }',
    ...Array.from({ length: 23 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
    'fragment F23 on Query { __typename }',
  ].join('\n'),
  'wide fragment bomb (one fragment spread 2,000 times)': `query { ${fill('...F ')} } fragment F on Query { courses { edges { node { title } } } }`,
  'same field 5,000 times': `{ ${fill('__typename ')} }`,
  'duplicate root field (1,200 coursesNotice { title })': duplicateRootFields,
  // The worst graphql-js's pairwise field check gets within the field caps: the widest set, the most fields, fragments.
  'widest set accepted (100 coursesNotice { title })': `{ ${'coursesNotice { title } '.repeat(QUERY_LIMITS.maxFieldsPerSelectionSet)}}`,
  'most fields accepted (5 coursesNotice, 99 title each)': `{ ${`coursesNotice { ${'title '.repeat(99)}} `.repeat(5)}}`,
  'fragments in one set accepted (5 x 19 coursesNotice)': fragmentsInOneSet(5, 19),
  'fragment chains accepted (2 x 25 fragments)': twoFragmentChains(25),
  'fragments in one set (5 x 49 coursesNotice)': fragmentsInOneSet(5, 49),
  'fragment chains (2 x 240 fragments)': twoFragmentChains(240),
  'conflicting aliases': `{ ${fill('a:__typename a:services{id} ')} }`,
  'nested inline fragments': `{ ${fill('... on Query { ')}__typename }`,
  'directives everywhere': `{ ${fill('__typename @include(if: true) ')} }`,
  'many variables': `query(${fill('$v: Int ')}) { __typename }`,
  'many operations': fill('query { __typename } '),
  'long string literal': `{ blogPost(slug: "${'x'.repeat(QUERY_LIMITS.maxDocumentBytes - 60)}") { title } }`,
};

console.log(
  `Limits: ${QUERY_LIMITS.maxDocumentBytes} bytes, ${QUERY_LIMITS.maxTokens} tokens. Times: parse and validate, median and slowest of 7 after a warm-up.`,
);
let slowestRefusal = { name: '', ms: 0 };
for (const [name, text] of Object.entries(documents)) {
  const times: number[] = [];
  let outcome = '';
  for (let run = 0; run < 8; run++) {
    const started = performance.now();
    try {
      // As the server does: the limits first, graphql-js's own rules only for a document within the limits.
      const document = parse(text, parseOptions);
      const refusal = refusalOf(document);
      const errors = refusal ? [refusal] : validate(schema, document, specifiedRules);
      outcome = errors.length === 0 ? 'accepted' : `refused: ${String(errors[0].extensions?.code ?? errors[0].message).slice(0, 60)}`;
    } catch (error) {
      outcome = `refused while parsing: ${(error as Error).message.slice(0, 60)}`;
    }
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [median, slowest] = [times[times.length >> 1], times[times.length - 1]];
  if (outcome !== 'accepted' && median > slowestRefusal.ms) slowestRefusal = { name, ms: median };
  console.log(
    `${name.padEnd(56)} ${String(text.length).padStart(6)} B ${median.toFixed(1).padStart(6)} ms (max ${slowest.toFixed(1).padStart(5)})  ${outcome}`,
  );
}
console.log(`Costliest refusal: "${slowestRefusal.name}", ${slowestRefusal.ms.toFixed(1)} ms median (goal <= 20 ms).`);

if (!process.env.BENCH_LOCAL_ONLY) await endToEnd(schema);
