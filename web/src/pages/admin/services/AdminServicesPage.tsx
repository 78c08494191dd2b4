import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminServicesPageQuery } from '../../../__generated__/AdminServicesPageQuery.graphql';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { AdminView } from '../shared/AdminView';
import type { AdminServicesLoaderData } from './adminServicesLoader';
import { adminServicesMessages as messages } from './messages';
import { ServiceFormDialog } from './ServiceFormDialog';
import { ServiceList } from './ServiceList';

const servicesPageQuery = graphql`
  query AdminServicesPageQuery {
    services {
      id
      ...ServiceList_service
      ...ServiceFormDialog_service
    }
  }
`;

/** docs/SPEC.md §2 services management: the services in menu order, each edited in a dialog. */
export function AdminServicesPage() {
  const { servicesRef } = useLoaderData() as AdminServicesLoaderData;
  // No admin (no reference): the layout shows why instead of this view.
  return (
    <ToastProvider>
      <AdminView<AdminServicesPageQuery>
        title={messages.title}
        testId="admin-services"
        query={servicesPageQuery}
        reference={servicesRef}
        loadFailed={messages.loadFailed}
        errorTestId="services-error"
        before={
          <p>
            <FormattedMessage {...messages.intro} />
          </p>
        }
        after={<ToastOutlet />}
      >
        {(reference) => <Services reference={reference} />}
      </AdminView>
    </ToastProvider>
  );
}

function Services({ reference }: { reference: PreloadedQuery<AdminServicesPageQuery> }) {
  const { services } = usePreloadedQuery<AdminServicesPageQuery>(servicesPageQuery, reference);
  const [editing, setEditing] = useState<string | null>(null);
  const open = services.find((service) => service.id === editing);
  return (
    <>
      <ServiceList services={services} onEdit={setEditing} />
      {open && <ServiceFormDialog service={open} onClose={() => setEditing(null)} />}
    </>
  );
}
