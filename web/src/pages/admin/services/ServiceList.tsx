import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ServiceList_service$data, ServiceList_service$key } from '../../../__generated__/ServiceList_service.graphql';
import { Button } from '../../../ui/Button';
import { EmptyState, Table, TableBox } from '../shared/tableStyles';
import { adminServicesMessages as messages } from './messages';

const serviceFragment = graphql`
  fragment ServiceList_service on Service @relay(plural: true) {
    id
    databaseId
    slug
    title
    titleEn
    order
    icon
  }
`;

/** Menu order as the API gives it (position, then id); again here, since an edit may move a row. */
const inMenuOrder = (a: ServiceList_service$data[number], b: ServiceList_service$data[number]) =>
  a.order - b.order || a.databaseId - b.databaseId;

/** The services in menu order: position, German and English title, page address, icon; a row's button opens its edit dialog. */
export function ServiceList({ services, onEdit }: { services: ServiceList_service$key; onEdit: (id: string) => void }) {
  const intl = useIntl();
  const rows = [...useFragment(serviceFragment, services)].sort(inMenuOrder);
  if (rows.length === 0) {
    return (
      <EmptyState role="status" data-testid="services-empty">
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      </EmptyState>
    );
  }
  return (
    <TableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0} data-testid="services-table">
      <Table $minWidth="640px">
        <thead>
          <tr>
            <th scope="col" className="numeric">
              <FormattedMessage {...messages.columnOrder} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.columnTitle} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.columnSlug} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.columnIcon} />
            </th>
            <th scope="col">
              <FormattedMessage {...messages.edit} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((service) => (
            <tr key={service.id} data-testid="service-row" data-slug={service.slug}>
              <td className="numeric">{service.order}</td>
              <td>
                <strong lang="de">{service.title}</strong>
                <br />
                <span lang="en">{service.titleEn ?? intl.formatMessage(messages.noEnglish)}</span>
              </td>
              <td>
                {/* May wrap after "/service/": the slug is one long word. Its name is the address, as written. */}
                <Link to={`/service/${service.slug}`} aria-label={`/service/${service.slug}`}>
                  /service/
                  <wbr />
                  {service.slug}
                </Link>
              </td>
              <td>{service.icon ?? '–'}</td>
              <td>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onEdit(service.id)}
                  aria-label={intl.formatMessage(messages.editNamed, { title: service.title })}
                  data-testid="service-edit"
                >
                  <FormattedMessage {...messages.edit} />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
