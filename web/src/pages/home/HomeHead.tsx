import { useIntl } from 'react-intl';
import { JsonLd } from '../../seo/JsonLd';
import { seoMessages } from '../../seo/messages';
import { type BusinessFacts, localBusinessJsonLd } from '../../seo/organization';
import { PageHead } from '../../seo/PageHead';
import { useSiteOrigin } from '../../seo/SiteOrigin';

/** Head entries of the home page and the business as a schema.org LocalBusiness: the business profile's facts when given. */
export function HomeHead({ business }: { business?: BusinessFacts }) {
  const intl = useIntl();
  const origin = useSiteOrigin();
  const description = intl.formatMessage(seoMessages.homeDescription);
  return (
    <>
      <PageHead description={description} />
      <JsonLd data={localBusinessJsonLd(origin, description, business)} />
    </>
  );
}
