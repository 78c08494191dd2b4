import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AdminServicesPageQuery } from '../../../__generated__/AdminServicesPageQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { PageSpinner } from '../../../ui/Spinner';
import { referenceKey, useRetryableQuery } from '../shared/adminQueries';
import { ToastProvider, ToastOutlet } from '../../../ui/ToastProvider';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { ViewPage } from '../shared/tableStyles';
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

/** SPEC §2 services management: the services in menu order, each edited in a dialog. */
export function AdminServicesPage() {
  const { servicesRef } = useLoaderData() as AdminServicesLoaderData;
  // No admin: the layout shows why instead of this view.
  if (!servicesRef) return null;
  return (
    <ToastProvider>
      <ServicesView servicesRef={servicesRef} />
    </ToastProvider>
  );
}

function ServicesView({ servicesRef }: { servicesRef: PreloadedQuery<AdminServicesPageQuery> }) {
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<AdminServicesPageQuery>(servicesPageQuery, servicesRef);
  return (
    <ViewPage data-testid="admin-services">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <LoadErrorBoundary
        key={referenceKey(reference)}
        fallback={() => <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={retry} testId="services-error" />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Services reference={reference} />
        </Suspense>
      </LoadErrorBoundary>
      <ToastOutlet />
    </ViewPage>
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
