import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ServiceCard_service$key } from '../../__generated__/ServiceCard_service.graphql';
import { useLocalized } from '../../i18n/useLocalized';
import { Card } from '../../ui/Card';
import { homeMessages } from './messages';

const Title = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const More = styled(Link)`
  margin-top: auto;
  font-weight: 700;
`;

export function ServiceCard({ service }: { service: ServiceCard_service$key }) {
  const localized = useLocalized();
  const data = useFragment(
    graphql`
      fragment ServiceCard_service on Service {
        slug
        title
        titleEn
        description
        descriptionEn
      }
    `,
    service,
  );
  return (
    <ServiceCardView
      slug={data.slug}
      title={localized(data.title, data.titleEn)}
      description={localized(data.description, data.descriptionEn)}
    />
  );
}

/** A service card from plain texts: the API's services (above) and the built-in ones share it. */
export function ServiceCardView({ slug, title, description }: { slug: string; title: string; description: string | null }) {
  return (
    <Card data-testid="service-card">
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      <More to={`/service/${slug}`}>
        <FormattedMessage {...homeMessages.serviceMore} values={{ title }} />
      </More>
    </Card>
  );
}
