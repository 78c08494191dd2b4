import { CodeBlock } from './CodeBlock';
import * as code from './codeSamples';

/** The developer guide in English (docs/api/CHANGELOG.md holds the deprecation policy this restates). */
export function GuideEn() {
  return (
    <>
      <h2 id="authentication">Authentication</h2>
      <p>
        One endpoint for everything: <code>https://&lt;host&gt;/graphql</code> (<code>POST</code> with JSON{' '}
        <code>{'{ query, variables, operationName }'}</code>, or <code>GET</code> with the same parameters in the address). The schema as
        SDL is at <code>/schema.graphql</code>; in a browser, <code>/graphql</code> opens GraphiQL with the documentation of every type.
      </p>
      <h3>Anonymous</h3>
      <p>
        Anyone may read courses, services, reviews and blog articles, without a key and from any origin (CORS). Error messages follow{' '}
        <code>Accept-Language</code> (German unless English is asked for).
      </p>
      <CodeBlock code={code.anonymousRequest} />
      <h3>Partner keys</h3>
      <p>
        Partners get a key of the form <code>h2o_…</code> from us and send it with every request as <code>Authorization: Bearer h2o_…</code>
        . A key is good for its scopes only:
      </p>
      <ul>
        <li>
          <code>read:catalogue</code>: read courses, dates, free places and services;
        </li>
        <li>
          <code>read:orders</code>: read all of the school’s orders with their participants, change nothing;
        </li>
        <li>
          <code>write:bookings</code>: create bookings.
        </li>
      </ul>
      <p>
        A field outside the key&apos;s scopes is refused with <code>403 FORBIDDEN</code>, an unknown or revoked key with{' '}
        <code>401 UNAUTHENTICATED</code>. Keep the key on your server, never in a browser or an app.
      </p>
      <CodeBlock code={code.partnerKeyRequest} />
      <h3>Staff sign-in</h3>
      <p>
        The back office (courses, orders, participants) needs a staff account. <code>signIn</code> (or <code>POST /api/login</code>) answers
        with a <code>token</code> valid for 30 minutes; send it as <code>Authorization: Bearer &lt;token&gt;</code> and sign in again when
        it expires. The server checks on every field what each role (admin, staff, trainer) may use.
      </p>
      <CodeBlock code={code.staffSignIn} />

      <h2 id="pagination">Pagination</h2>
      <p>
        Lists are Relay connections: <code>first</code>/<code>after</code> pages forwards, <code>last</code>/<code>before</code> backwards
        (never <code>first</code> and <code>last</code> together), at most <strong>200</strong> items a page, with <code>totalCount</code>.{' '}
        <code>pageInfo.hasNextPage</code> and <code>endCursor</code> say whether and where it goes on. A cursor belongs to the list and
        filter it came from; another one is a <code>400 BAD_USER_INPUT</code>. Every object has a global <code>id</code> for{' '}
        <code>node(id:)</code> and its <code>databaseId</code>. Money is integer cents (<code>priceCents</code>), dates ISO 8601.
      </p>
      <CodeBlock code={code.pagination} />

      <h2 id="limits">Limits and costs</h2>
      <p>
        Every document has a cost: 1 per scalar, 2 per object, multiplied by <code>first</code>/<code>last</code>; above 50,000 the server
        refuses it before running anything (<code>400 QUERY_TOO_COMPLEX</code>). What a document cost is in the answer&apos;s{' '}
        <code>extensions.cost</code>. Further limits: 32 KiB a document, depth 10, 100 fields a selection, 30 aliases, answers up to 1 MiB.
      </p>
      <p>
        Each client address has 300 points a minute: 1 per request and 1 more per 5 ms of server time (at most 20 an answer), plus 20 writes
        a minute. Every answer says where you stand:
      </p>
      <CodeBlock code={code.rateLimitHeaders} />
      <p>
        Once the budget is spent the server answers <code>429 RATE_LIMITED</code> with <code>Retry-After</code> (seconds): wait that long
        instead of asking again at once.
      </p>

      <h2 id="errors">Errors</h2>
      <p>
        Errors come in GraphQL&apos;s shape: <code>errors[].message</code> says what to change, <code>errors[].extensions.code</code> is for
        programs. A refused request (syntax, validation, a limit, wrong variables, another list&apos;s cursor) is an HTTP <code>4xx</code>{' '}
        and runs nothing; a field that fails while others succeed gives <code>200</code> with <code>data</code> and <code>errors</code>.
        Expected failures of a mutation (a form field) are not errors: they come in the payload&apos;s{' '}
        <code>errors: [{'{ field, code, message }'}]</code>, and nothing was changed.
      </p>
      <CodeBlock code={code.errorAnswer} />
      <p>
        Common codes: <code>GRAPHQL_PARSE_FAILED</code>, <code>GRAPHQL_VALIDATION_FAILED</code>, <code>BAD_USER_INPUT</code>,{' '}
        <code>QUERY_TOO_COMPLEX</code>, <code>PERSISTED_QUERY_NOT_FOUND</code>, <code>RATE_LIMITED</code>, <code>UNAUTHENTICATED</code>,{' '}
        <code>FORBIDDEN</code>, <code>SERVICE_UNAVAILABLE</code> (<code>503</code> with <code>Retry-After</code>: try again later) and{' '}
        <code>INTERNAL_SERVER_ERROR</code> (quote the <code>x-request-id</code> header to us).
      </p>

      <h2 id="caching">Caching</h2>
      <p>
        A successful anonymous <code>GET</code> is <code>Cache-Control: public, max-age=30</code> with an <code>ETag</code>;{' '}
        <code>If-None-Match</code> gets <code>304</code> while nothing changed. The answer depends on the language: a cache must keep apart
        what the <code>Vary</code> header names. Answers to signed-in clients are <code>private, no-store</code>, <code>POST</code> and
        errors <code>no-store</code>.
      </p>
      <CodeBlock code={code.cachedGet} />
      <p>
        Persisted queries (Apollo&apos;s): send only the document&apos;s SHA-256. When the server does not know it, it answers{' '}
        <code>PERSISTED_QUERY_NOT_FOUND</code>; then send document and hash together once. With <code>GET</code> that makes short, cacheable
        addresses.
      </p>
      <CodeBlock code={code.persistedQuery} />

      <h2 id="webhooks">Webhooks</h2>
      <p>
        Instead of asking again and again, your server can receive events by <code>POST</code> (JSON) at an address we set up with you. That
        address belongs to your partner key: it gets only the events the key may see (the permission each needs is named below the table).
        Once the key is revoked we deliver nothing more, not even a retry that was already planned. Events:
      </p>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <code>order.created</code>
            </th>
            <td>an order was placed</td>
          </tr>
          <tr>
            <th scope="row">
              <code>order.paid</code>
            </th>
            <td>an order is paid</td>
          </tr>
          <tr>
            <th scope="row">
              <code>order.cancelled</code>
            </th>
            <td>an order was cancelled</td>
          </tr>
          <tr>
            <th scope="row">
              <code>course.updated</code>
            </th>
            <td>a course&apos;s details changed</td>
          </tr>
          <tr>
            <th scope="row">
              <code>course.places_changed</code>
            </th>
            <td>a course&apos;s free places changed</td>
          </tr>
          <tr>
            <th scope="row">
              <code>waitlist.offered</code>
            </th>
            <td>a waitlist entry was offered a place</td>
          </tr>
        </tbody>
      </table>
      <p>
        The permission the key needs: <code>read:orders</code> for <code>order.created</code>, <code>order.paid</code>,{' '}
        <code>order.cancelled</code> and <code>waitlist.offered</code>; <code>read:catalogue</code> for <code>course.updated</code> and{' '}
        <code>course.places_changed</code>.
      </p>
      <p>
        Every delivery carries the header <code>H2O-Signature: t=&lt;unix time&gt;,v1=&lt;hex&gt;</code>: <code>v1</code> is the HMAC-SHA256
        of <code>&quot;&lt;t&gt;.&lt;raw body&gt;&quot;</code> with your endpoint&apos;s secret (as Stripe does it). Check it over the body
        exactly as it arrived (before any JSON parsing), compare in constant time and drop old timestamps, so nobody can replay a delivery:
      </p>
      <CodeBlock code={code.webhookSignature} />

      <h2 id="subscriptions">Subscriptions (Server-Sent Events)</h2>
      <p>
        Subscriptions run over Server-Sent Events with the <code>graphql-sse</code> protocol at <code>/graphql/stream</code>, with the same
        authentication as <code>/graphql</code>. The <code>graphql-sse</code> library (browser and Node) speaks it and reconnects a broken
        connection by itself.
      </p>
      <p>
        <code>orderEvents</code> (orders placed, paid and cancelled) needs a key with <code>read:orders</code>, <code>courseEvents</code>{' '}
        one with <code>read:catalogue</code> (without a key anyone may read it). Without the permission the server answers{' '}
        <code>403 FORBIDDEN</code> as JSON, before any stream. Once the key is revoked, an open stream ends at the next event without
        sending it; every further request with the key is <code>401 UNAUTHENTICATED</code>.
      </p>
      <CodeBlock code={code.subscription} />

      <h2 id="deprecation">Deprecation policy</h2>
      <p>
        Nothing disappears by surprise. A field, argument, input field or enum value that is to go is first marked <code>@deprecated</code>,
        with a reason naming the day after which it may be removed:{' '}
        <code>@deprecated(reason: &quot;Use `startsOn`. Removal after 2027-06-30&quot;)</code>. That day is at least six months after the
        release that announces it (in the changelog below); until then it works as before. A test of our development fails on every breaking
        change the changelog has not recorded and on every <code>@deprecated</code> without its day. Introspection and GraphiQL show
        deprecated fields with their reason.
      </p>
    </>
  );
}
