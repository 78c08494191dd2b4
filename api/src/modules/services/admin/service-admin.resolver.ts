import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf } from '../../../graphql/node.js';
import { auditTrail } from '../../audit/audit.service.js';
import { AuditEventView } from '../../audit/audit.types.js';
import { ServiceOffering } from '../service-offering.entity.js';
import { serviceAdminService } from './service-admin.service.js';
import { UpdateServiceOfferingInput, UpdateServiceOfferingPayload } from './service-admin.types.js';
import { STAFF_ROLES } from '../../users/roles.js';

/** The admins' side of services (docs/SPEC.md §2: services management): every field here is for admins only. */
@Resolver(() => ServiceOffering)
export class ServiceAdminResolver {
  @Authorized(STAFF_ROLES)
  @Mutation(() => UpdateServiceOfferingPayload, {
    description:
      "Staff and admins: changes a service's titles, descriptions, menu position, icon and image (the slug stays); the public pages show it at once. " +
      'Recorded in its `auditTrail` with the changed fields before and after.',
  })
  async updateServiceOffering(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateServiceOfferingInput, { description: 'The service and its new values.' }) input: UpdateServiceOfferingInput,
  ): Promise<UpdateServiceOfferingPayload> {
    const { id, ...fields } = input;
    const result = await serviceAdminService.update(ctx, databaseIdOf(id, 'Service'), fields);
    return { service: result.service, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [AuditEventView], {
    description: 'Staff and admins: who changed the service when, and how; newest first, the latest 100.',
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() service: { id: number }) {
    return auditTrail(ctx, 'service', service.id);
  }
}
