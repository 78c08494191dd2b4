import './workers';
import 'graphiql/style.css';
import './page.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_QUERY } from './example-query';

/**
 * The API explorer at GET /graphql (a page of its own, so the site's bundle does not carry it).
 * Queries go to the same /graphql as any third party's: a plain JSON POST, no persisted ids.
 */
const fetcher: GraphiQLProps['fetcher'] = async (params) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
};

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY} />
  </StrictMode>,
);
