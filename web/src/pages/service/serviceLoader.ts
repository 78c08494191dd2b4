import type { PreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import ServicePageQuery, { type ServicePageQuery as PageQuery } from '../../__generated__/ServicePageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import { loadServiceContent, type ServiceContentByLanguage } from './content/loadServiceContent';

export interface ServiceLoaderData {
  serviceRef: PreloadedQuery<PageQuery>;
  /** The page copy of a known service in both languages; null for an unknown slug or a service without copy. */
  content: ServiceContentByLanguage | null;
}

/** Old links name the swimming courses as if they were a service (docs/SPEC.md §2); they are their own page. */
export function isSwimmingCoursesSlug(slug: string): boolean {
  return slug.toLowerCase() === 'schwimmkurse';
}

/** Resolves once the query has answered (or failed: the page then shows the route's error screen). */
async function settled(reference: PreloadedQuery<PageQuery>): Promise<PageQuery['response'] | null> {
  try {
    await reference.source?.toPromise();
  } catch {
    return null;
  }
  const operation = createOperationDescriptor(getRequest(ServicePageQuery), reference.variables);
  return reference.environment.lookup(operation.fragment).data as PageQuery['response'] | null;
}

/**
 * The API resolves every spelling of a slug (`service_slug_key`), and answers with the stored one: a
 * variant redirects there for good (301), so each service has one URL for visitors and search engines.
 * The loader waits for that answer, unlike other loaders: the redirect must be decided before anything
 * renders (the server turns a thrown redirect into an HTTP 301, the browser router follows it).
 */
export async function serviceLoader({ params, request, context }: LoaderFunctionArgs): Promise<ServiceLoaderData> {
  const slug = params.slug ?? '';
  const { search } = new URL(request.url);
  if (isSwimmingCoursesSlug(slug)) throw redirect(`/courses${search}`, 301);
  const serviceRef = loadRouteQuery<PageQuery>(context, 'service', ServicePageQuery, { slug });
  const canonical = (await settled(serviceRef))?.service?.slug;
  if (canonical && canonical !== slug) {
    serviceRef.dispose();
    throw redirect(`/service/${encodeURIComponent(canonical)}${search}`, 301);
  }
  return { serviceRef, content: canonical ? await loadServiceContent(canonical) : null };
}
