import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import ServicePageQuery from '../../__generated__/ServicePageQuery.graphql';
import type { RouteContext } from '../../relay/loadRouteQuery';
import { serviceLoader, type ServiceLoaderData } from './serviceLoader';

// jsdom has Headers but no Response (nor Request): react-router's redirect() builds
// `new Response(null, { status, headers })`, which is all this stand-in keeps.
class StandInResponse {
  readonly status: number;
  readonly headers: Headers;
  constructor(_body: null, init: { status: number; headers: Headers }) {
    this.status = init.status;
    this.headers = init.headers;
  }
}
Object.assign(globalThis, { Response: StandInResponse });

/** Runs the loader as the browser router does on a client-side navigation, the API answering `service`. */
function runLoader(path: string, service: { slug: string } | null) {
  const url = new URL(path, 'http://localhost');
  const slug = decodeURIComponent(url.pathname.replace('/service/', ''));
  const environment = createMockEnvironment();
  // loadQuery executes through `executeWithSource`, which the mock does not register: announce it.
  environment.mock.queuePendingOperation(ServicePageQuery, { slug });
  environment.mock.queueOperationResolver((operation) =>
    service ? MockPayloadGenerator.generate(operation, { Service: () => ({ ...service, title: 'Titel' }) }) : { data: { service: null } },
  );
  const context: RouteContext = { environment: environment as unknown as Environment };
  // The loader reads the request's URL only.
  return serviceLoader({ request: { url: url.href }, params: { slug }, context } as unknown as LoaderFunctionArgs);
}

/** The redirect a loader threw (react-router follows it, in the browser and on the server alike). */
async function redirectOf(result: Promise<ServiceLoaderData>) {
  const thrown: unknown = await result.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof StandInResponse)) throw new Error('the loader did not redirect');
  return { status: thrown.status, location: thrown.headers.get('Location') };
}

describe('serviceLoader', () => {
  it('redirects a spelling variant to the slug the API answers with, keeping the query string', async () => {
    expect(await redirectOf(runLoader('/service/TechnischeBaederbetreuung?lang=en', { slug: 'technische-baederbetreuung' }))).toEqual({
      status: 301,
      location: '/service/technische-baederbetreuung?lang=en',
    });
  });

  it('sends Schwimmkurse to the course list without asking the API', async () => {
    expect(await redirectOf(runLoader('/service/Schwimmkurse', null))).toEqual({ status: 301, location: '/courses' });
  });

  it('loads the page copy of a canonical slug in both languages', async () => {
    const data = await runLoader('/service/mentoring', { slug: 'mentoring' });
    expect(data.content?.de.label).toBe('Mentoring');
    expect(data.content?.en.closingTitle).toBe('Request mentoring');
  });

  it('leaves an unknown slug to the page (it renders the not-found screen)', async () => {
    const data = await runLoader('/service/nichts', null);
    expect(data.content).toBeNull();
  });
});
