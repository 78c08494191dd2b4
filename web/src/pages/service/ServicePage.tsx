import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { ServicePageQuery } from '../../__generated__/ServicePageQuery.graphql';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useLocalized } from '../../i18n/useLocalized';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { JsonLd } from '../../seo/JsonLd';
import { PageHead, useCanonicalUrl } from '../../seo/PageHead';
import { serviceJsonLd } from '../../seo/serviceJsonLd';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { servicePageMessages } from './messages';
import { ServiceArticle } from './ServiceArticle';
import type { ServiceLoaderData } from './serviceLoader';

const servicePageQuery = graphql`
  query ServicePageQuery($slug: String!) {
    service(slug: $slug) {
      slug
      title
      titleEn
      description
      descriptionEn
    }
  }
`;

export function ServicePage() {
  const { serviceRef, content } = useLoaderData() as ServiceLoaderData;
  // The loader waited for the answer (it decides redirects), so this never suspends.
  const { service } = usePreloadedQuery<ServicePageQuery>(servicePageQuery, serviceRef);
  const { language } = useLanguage();
  const localized = useLocalized();
  const intl = useIntl();
  const origin = useSiteOrigin();
  const canonical = useCanonicalUrl();
  if (!service) return <NotFoundPage />;

  const title = localized(service.title, service.titleEn);
  const description = localized(service.description, service.descriptionEn);
  // A service staff added without page copy still gets a page, from its API title and description.
  const article = content?.[language] ?? {
    label: intl.formatMessage(servicePageMessages.fallbackLabel),
    headline: title,
    intro: description,
    benefitsTitle: '',
    benefits: [],
    sections: [],
    closingTitle: intl.formatMessage(servicePageMessages.fallbackClosingTitle),
    closingText: intl.formatMessage(servicePageMessages.fallbackClosingText),
  };
  return (
    <>
      <PageHead title={title} description={description} />
      <JsonLd data={serviceJsonLd({ slug: service.slug, name: title, description }, origin, canonical)} />
      <ServiceArticle content={article} />
    </>
  );
}
