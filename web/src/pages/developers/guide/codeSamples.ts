/** The guide's code, the same in both languages (its comments are English, as in the API's own examples). */

export const anonymousRequest = `curl -s https://<host>/graphql \\
  -H 'content-type: application/json' -H 'accept-language: en' \\
  -d '{"query":"{ courses(first: 5) { edges { node { id title startDate priceCents availability } } } }"}'`;

export const partnerKeyRequest = `curl -s https://<host>/graphql \\
  -H 'authorization: Bearer h2o_…' \\
  -H 'content-type: application/json' \\
  -d '{"query":"{ courses(first: 20) { totalCount edges { node { id title } } } }"}'`;

export const staffSignIn = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { token tokenExpiresAt errors { field code message } }
}`;

export const pagination = `async function allCourses(url) {
  const courses = [];
  let after = null;
  do {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: \`query Courses($after: String) {
          courses(first: 100, after: $after) {
            edges { node { id title startDate } }
            pageInfo { hasNextPage endCursor }
          }
        }\`,
        variables: { after },
      }),
    });
    const { data, errors } = await response.json();
    if (errors) throw new Error(errors.map((error) => \`\${error.extensions?.code}: \${error.message}\`).join('\\n'));
    courses.push(...data.courses.edges.map(({ node }) => node));
    after = data.courses.pageInfo.hasNextPage ? data.courses.pageInfo.endCursor : null;
  } while (after);
  return courses;
}`;

export const rateLimitHeaders = `RateLimit-Limit: 300
RateLimit-Remaining: 287
RateLimit-Reset: 41
RateLimit-Policy: 300;w=60`;

export const errorAnswer = `{
  "errors": [{
    "message": "\\"first\\" must be between 0 and 200.",
    "extensions": { "code": "BAD_USER_INPUT" }
  }]
}`;

export const cachedGet = `curl -s -G https://<host>/graphql \\
  --data-urlencode 'query={ services { slug title } }' -D - -o /dev/null
# cache-control: public, max-age=30
# etag: "…"   → send it back as If-None-Match: 304 while unchanged`;

export const persistedQuery = `{
  "extensions": { "persistedQuery": { "version": 1, "sha256Hash": "<sha-256 of the document, hex>" } },
  "variables": { "first": 20 }
}`;

export const webhookSignature = `import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * rawBody: the request body exactly as received (a Buffer), before any JSON parsing.
 * header: the H2O-Signature header, "t=<unix seconds>,v1=<hex>".
 */
export function isGenuineH2OEvent(rawBody, header, secret, toleranceSeconds = 300) {
  const fields = String(header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(fields.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  // An old timestamp is a replayed delivery.
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest();
  return fields
    .filter(([key]) => key === 'v1')
    .map(([, hex]) => Buffer.from(hex ?? '', 'hex'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

// Express: keep the raw body for the check.
app.post('/h2o-events', express.raw({ type: 'application/json' }), (request, response) => {
  if (!isGenuineH2OEvent(request.body, request.get('H2O-Signature'), process.env.H2O_WEBHOOK_SECRET)) {
    return response.sendStatus(400);
  }
  const event = JSON.parse(request.body.toString('utf8'));
  response.sendStatus(204); // answer first, then handle event.type
});`;

export const subscription = `import { createClient } from 'graphql-sse';

const client = createClient({
  url: 'https://<host>/graphql/stream',
  headers: { authorization: 'Bearer h2o_…' },
});

// Orders as they are placed, paid or cancelled (a key with read:orders); GraphiQL lists every Subscription field.
const query = 'subscription { orderEvents { id type subjectId order { orderNumber paymentStatus } } }';
for await (const result of client.iterate({ query })) {
  console.log(result.data);
}`;
