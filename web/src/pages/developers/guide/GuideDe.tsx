import { CodeBlock } from './CodeBlock';
import * as code from './codeSamples';

/** The developer guide in German (docs/api/CHANGELOG.md holds the deprecation policy this restates). */
export function GuideDe() {
  return (
    <>
      <h2 id="authentication">Anmeldung</h2>
      <p>
        Ein Endpunkt für alles: <code>https://&lt;host&gt;/graphql</code> (<code>POST</code> mit JSON{' '}
        <code>{'{ query, variables, operationName }'}</code> oder <code>GET</code> mit denselben Parametern in der Adresse). Das Schema als
        SDL liegt unter <code>/schema.graphql</code>; im Browser öffnet <code>/graphql</code> GraphiQL mit der Dokumentation jedes Typs.
      </p>
      <h3>Ohne Anmeldung</h3>
      <p>
        Kurse, Leistungen, Bewertungen und Blogartikel liest jeder, ohne Schlüssel und von jeder Herkunft (CORS). Fehlermeldungen folgen{' '}
        <code>Accept-Language</code> (Deutsch, sofern nicht Englisch verlangt ist).
      </p>
      <CodeBlock code={code.anonymousRequest} />
      <h3>Partnerschlüssel</h3>
      <p>
        Partner erhalten von uns einen Schlüssel der Form <code>h2o_…</code> und senden ihn bei jeder Anfrage als{' '}
        <code>Authorization: Bearer h2o_…</code>. Ein Schlüssel gilt nur für seine Berechtigungen (Scopes):
      </p>
      <ul>
        <li>
          <code>read:catalogue</code>: Kurse, Termine, freie Plätze und Leistungen lesen;
        </li>
        <li>
          <code>read:orders</code>: alle Bestellungen der Schule mit ihren Teilnehmern lesen, nichts ändern;
        </li>
        <li>
          <code>write:bookings</code>: Buchungen anlegen.
        </li>
      </ul>
      <p>
        Ein Feld außerhalb der Scopes des Schlüssels wird mit <code>403 FORBIDDEN</code> abgelehnt, ein unbekannter oder widerrufener
        Schlüssel mit <code>401 UNAUTHENTICATED</code>. Bewahren Sie den Schlüssel nur auf dem Server auf, nie im Browser oder in einer App.
      </p>
      <CodeBlock code={code.partnerKeyRequest} />
      <h3>Anmeldung für Mitarbeitende</h3>
      <p>
        Die Verwaltung (Kurse, Bestellungen, Teilnehmende) verlangt ein Mitarbeiterkonto. <code>signIn</code> (oder{' '}
        <code>POST /api/login</code>) liefert ein <code>token</code>, das 30 Minuten gilt; senden Sie es als{' '}
        <code>Authorization: Bearer &lt;token&gt;</code> und melden Sie sich nach Ablauf neu an. Was welche Rolle (Admin, Mitarbeiter,
        Trainer) darf, prüft der Server bei jedem Feld.
      </p>
      <CodeBlock code={code.staffSignIn} />

      <h2 id="pagination">Seitenweises Lesen</h2>
      <p>
        Listen sind Relay-Connections: <code>first</code>/<code>after</code> blättert vorwärts, <code>last</code>/<code>before</code>{' '}
        rückwärts (nie <code>first</code> und <code>last</code> zusammen), höchstens <strong>200</strong> Einträge je Seite, dazu{' '}
        <code>totalCount</code>. <code>pageInfo.hasNextPage</code> und <code>endCursor</code> sagen, ob und wo es weitergeht. Ein Cursor
        gehört zu der Liste und dem Filter, aus denen er stammt; ein fremder ist ein <code>400 BAD_USER_INPUT</code>. Jedes Objekt hat eine
        globale <code>id</code> für <code>node(id:)</code> und seine <code>databaseId</code>. Geld in ganzen Cent (<code>priceCents</code>),
        Daten nach ISO 8601.
      </p>
      <CodeBlock code={code.pagination} />

      <h2 id="limits">Grenzen und Kosten</h2>
      <p>
        Jedes Dokument hat Kosten: 1 je Skalar, 2 je Objekt, vervielfacht mit <code>first</code>/<code>last</code>; mehr als 50.000 lehnt
        der Server vor der Ausführung ab (<code>400 QUERY_TOO_COMPLEX</code>). Was ein Dokument gekostet hat, steht in der Antwort unter{' '}
        <code>extensions.cost</code>. Weitere Grenzen: 32 KiB je Dokument, Tiefe 10, 100 Felder je Auswahl, 30 Aliasse, Antworten bis 1 MiB.
      </p>
      <p>
        Jede Client-Adresse hat 300 Punkte je Minute: 1 je Anfrage und 1 mehr je 5 ms Serverzeit (höchstens 20 je Antwort), dazu 20
        Schreibzugriffe je Minute. Jede Antwort sagt, wo Sie stehen:
      </p>
      <CodeBlock code={code.rateLimitHeaders} />
      <p>
        Ist das Budget erschöpft, antwortet der Server <code>429 RATE_LIMITED</code> mit <code>Retry-After</code> (Sekunden): warten Sie so
        lange, statt sofort erneut zu fragen.
      </p>

      <h2 id="errors">Fehler</h2>
      <p>
        Fehler haben die Form von GraphQL: <code>errors[].message</code> sagt, was zu ändern ist, <code>errors[].extensions.code</code> ist
        für Programme. Eine abgelehnte Anfrage (Syntax, Validierung, eine Grenze, falsche Variablen, ein fremder Cursor) ist ein HTTP-
        <code>4xx</code> und führt nichts aus; scheitert ein Feld, während andere gelingen, kommt <code>200</code> mit <code>data</code> und{' '}
        <code>errors</code>. Erwartbare Fehler einer Mutation (ein Formularfeld) sind keine Fehler, sondern stehen im Ergebnis unter{' '}
        <code>errors: [{'{ field, code, message }'}]</code>, und nichts wurde geändert.
      </p>
      <CodeBlock code={code.errorAnswer} />
      <p>
        Häufige Codes: <code>GRAPHQL_PARSE_FAILED</code>, <code>GRAPHQL_VALIDATION_FAILED</code>, <code>BAD_USER_INPUT</code>,{' '}
        <code>QUERY_TOO_COMPLEX</code>, <code>PERSISTED_QUERY_NOT_FOUND</code>, <code>RATE_LIMITED</code>, <code>UNAUTHENTICATED</code>,{' '}
        <code>FORBIDDEN</code>, <code>SERVICE_UNAVAILABLE</code> (<code>503</code> mit <code>Retry-After</code>: später erneut versuchen)
        und <code>INTERNAL_SERVER_ERROR</code> (nennen Sie uns den Header <code>x-request-id</code>).
      </p>

      <h2 id="caching">Caching</h2>
      <p>
        Eine erfolgreiche anonyme <code>GET</code>-Anfrage ist <code>Cache-Control: public, max-age=30</code> mit <code>ETag</code>; mit{' '}
        <code>If-None-Match</code> kommt <code>304</code>, solange sich nichts geändert hat. Die Antwort hängt von der Sprache ab und sagt
        das mit <code>Vary</code>; Ihr Cache sollte den Header beachten. Antworten an angemeldete Clients sind{' '}
        <code>private, no-store</code>, <code>POST</code> und Fehler <code>no-store</code>.
      </p>
      <CodeBlock code={code.cachedGet} />
      <p>
        Persisted Queries (nach Apollo): senden Sie nur den SHA-256 des Dokuments. Kennt der Server ihn nicht, antwortet er{' '}
        <code>PERSISTED_QUERY_NOT_FOUND</code>; dann einmal Dokument und Hash zusammen senden. Zusammen mit <code>GET</code> ergibt das
        kurze, cachebare Adressen.
      </p>
      <CodeBlock code={code.persistedQuery} />

      <h2 id="webhooks">Webhooks</h2>
      <p>
        Statt regelmäßig zu fragen, kann Ihr Server Ereignisse per <code>POST</code> (JSON) an eine Adresse erhalten, die wir mit Ihnen
        einrichten. Diese Adresse gehört zu Ihrem Partnerschlüssel: Sie bekommt nur Ereignisse, die der Schlüssel sehen darf (welche
        Berechtigung jedes braucht, steht unter der Tabelle). Wird der Schlüssel widerrufen, stellen wir ab sofort nichts mehr zu, auch
        keine Wiederholung, die schon geplant war. Ereignisse:
      </p>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <code>order.created</code>
            </th>
            <td>eine Bestellung wurde angelegt</td>
          </tr>
          <tr>
            <th scope="row">
              <code>order.paid</code>
            </th>
            <td>eine Bestellung ist bezahlt</td>
          </tr>
          <tr>
            <th scope="row">
              <code>order.cancelled</code>
            </th>
            <td>eine Bestellung wurde storniert</td>
          </tr>
          <tr>
            <th scope="row">
              <code>course.updated</code>
            </th>
            <td>Angaben eines Kurses haben sich geändert</td>
          </tr>
          <tr>
            <th scope="row">
              <code>course.places_changed</code>
            </th>
            <td>die freien Plätze eines Kurses haben sich geändert</td>
          </tr>
          <tr>
            <th scope="row">
              <code>waitlist.offered</code>
            </th>
            <td>einem Eintrag der Warteliste wurde ein Platz angeboten</td>
          </tr>
        </tbody>
      </table>
      <p>
        Welche Berechtigung der Schlüssel braucht: <code>read:orders</code> für <code>order.created</code>, <code>order.paid</code>,{' '}
        <code>order.cancelled</code> und <code>waitlist.offered</code>; <code>read:catalogue</code> für <code>course.updated</code> und{' '}
        <code>course.places_changed</code>.
      </p>
      <p>
        Jede Zustellung trägt den Header <code>H2O-Signature: t=&lt;Unix-Zeit&gt;,v1=&lt;hex&gt;</code>: <code>v1</code> ist der HMAC-SHA256
        von <code>&quot;&lt;t&gt;.&lt;Rohdaten des Bodys&gt;&quot;</code> mit dem Geheimnis Ihres Endpunkts (wie bei Stripe). Prüfen Sie die
        Signatur über den Body, genau so wie er ankam (vor jedem JSON-Parsen), vergleichen Sie in konstanter Zeit und verwerfen Sie alte
        Zeitstempel, damit niemand eine Zustellung wiederholen kann:
      </p>
      <CodeBlock code={code.webhookSignature} />

      <h2 id="subscriptions">Subscriptions (Server-Sent Events)</h2>
      <p>
        Subscriptions laufen über Server-Sent Events nach dem Protokoll von <code>graphql-sse</code> unter <code>/graphql/stream</code>, mit
        derselben Anmeldung wie <code>/graphql</code>. Die Bibliothek <code>graphql-sse</code> (Browser und Node) spricht es; eine
        unterbrochene Verbindung baut sie selbst neu auf.
      </p>
      <p>
        <code>orderEvents</code> (neue, bezahlte und stornierte Bestellungen) braucht einen Schlüssel mit <code>read:orders</code>,{' '}
        <code>courseEvents</code> einen mit <code>read:catalogue</code> (ohne Schlüssel darf sie jeder lesen). Fehlt die Berechtigung,
        antwortet der Server vor jedem Stream mit <code>403 FORBIDDEN</code> als JSON. Wird der Schlüssel widerrufen, endet ein offener
        Stream beim nächsten Ereignis, ohne es zu senden; jede weitere Anfrage mit ihm ist <code>401 UNAUTHENTICATED</code>.
      </p>
      <CodeBlock code={code.subscription} />

      <h2 id="deprecation">Veraltete Felder und ihre Entfernung</h2>
      <p>
        Nichts verschwindet überraschend. Ein Feld, Argument, Eingabefeld oder Enum-Wert, das wegfallen soll, wird zuerst mit{' '}
        <code>@deprecated</code> markiert; der Grund nennt den Tag, nach dem es entfernt werden darf:{' '}
        <code>@deprecated(reason: &quot;Use `startsOn`. Removal after 2027-06-30&quot;)</code>. Dieser Tag liegt mindestens sechs Monate
        nach der Veröffentlichung, die es ankündigt (unten im Änderungsprotokoll); bis dahin funktioniert es unverändert. Ein Test unserer
        Entwicklung schlägt bei jeder inkompatiblen Änderung fehl, die das Protokoll nicht verzeichnet, und bei jedem{' '}
        <code>@deprecated</code> ohne Datum. Introspection und GraphiQL zeigen veraltete Felder samt Grund.
      </p>
    </>
  );
}
