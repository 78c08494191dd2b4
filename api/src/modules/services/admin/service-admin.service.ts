import { LockMode } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../../context/request-context.js';
import { serviceSchema } from '../../../validation/service.schema.js';
import { type FieldError, validateInput } from '../../../validation/validate.js';
import { AuditAction } from '../../audit/audit-event.entity.js';
import { recordAdminChange } from '../../audit/audit.js';
import { ServiceOffering } from '../service-offering.entity.js';

/** A service's texts and place as staff send them (service-admin.types.ts declares them for GraphQL); serviceSchema checks them. */
export interface ServiceOfferingChanges {
  title: string;
  titleEn?: string | null;
  description: string;
  descriptionEn?: string | null;
  order: number;
  icon?: string | null;
  imageUrl?: string | null;
}

export type ServiceChangeResult = { service: ServiceOffering | null; errors: FieldError[] };

const notFound: FieldError[] = [{ field: 'id', code: 'SERVICE_NOT_FOUND', id: 'validation.serviceNotFound' }];

/** What the audit log keeps of a service: every field staff see (the slug too, though it never changes here). */
export const serviceValues = (service: ServiceOffering) => ({
  slug: service.slug,
  title: service.title,
  titleEn: service.titleEn ?? null,
  description: service.description,
  descriptionEn: service.descriptionEn ?? null,
  order: service.order,
  icon: service.icon ?? null,
  imageUrl: service.imageUrl ?? null,
});

/**
 * Staff's edits of the business's services (the resolver is admins-only). One transaction with its
 * audit record; refused input changes nothing. The public pages read the same rows, so a change shows at once.
 */
export const serviceAdminService = {
  /** `serviceId` null: the caller named no service. */
  async update(ctx: RequestContext, serviceId: number | null, fields: ServiceOfferingChanges): Promise<ServiceChangeResult> {
    if (serviceId === null) return { service: null, errors: notFound };
    const checked = validateInput(serviceSchema, fields);
    if (!checked.ok) return { service: null, errors: checked.errors };
    return transactional(ctx, async (tx) => {
      // Locked: two admins' edits follow each other, and the audit's "before" is what this one started from.
      const service = await tx.em.findOne(ServiceOffering, serviceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!service) return { service: null, errors: notFound };
      const before = serviceValues(service);
      tx.em.assign(service, checked.value);
      await tx.em.flush();
      recordAdminChange(tx.em, ctx.user, {
        entityType: 'service',
        entityId: service.id,
        action: AuditAction.UPDATED,
        before,
        after: serviceValues(service),
      });
      return { service, errors: [] };
    });
  },
};
