import type { Service, WithContext } from 'schema-dts';
import { ORGANISATION_ADDRESS, organisationReference } from './organization';

export interface ServiceFacts {
  slug: string;
  name: string;
  description: string;
}

/**
 * A schema.org Service offered by the organisation. `areaServed` is the business's own town, as on the
 * home page's LocalBusiness: the SPEC names no wider region, and claiming one would be invented.
 */
export function serviceJsonLd(service: ServiceFacts, origin: string, url: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${origin}/service/${service.slug}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url,
    provider: organisationReference(origin),
    areaServed: { '@type': 'City', name: String(ORGANISATION_ADDRESS.addressLocality), address: ORGANISATION_ADDRESS },
  };
}
