import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ServiceLinkList_query$key } from '../__generated__/ServiceLinkList_query.graphql';
import { useLocalized } from '../i18n/useLocalized';

interface Props {
  query: ServiceLinkList_query$key;
  onNavigate?: () => void;
}

/** The services as `<li>` links; the parent list (dropdown, mobile menu, footer) styles them. */
export function ServiceLinkList({ query, onNavigate }: Props) {
  const localized = useLocalized();
  const data = useFragment(
    graphql`
      fragment ServiceLinkList_query on Query {
        services {
          id
          slug
          title
          titleEn
        }
      }
    `,
    query,
  );
  return (
    <>
      {data.services.map((service) => (
        <li key={service.id}>
          <Link to={`/service/${service.slug}`} onClick={onNavigate}>
            {localized(service.title, service.titleEn)}
          </Link>
        </li>
      ))}
    </>
  );
}
