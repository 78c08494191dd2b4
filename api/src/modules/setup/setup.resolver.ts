import { ADMIN_ONLY, STAFF_ROLES } from '../users/roles.js';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { readSetupChecklist } from './setup-checklist.js';
import { ConfirmTestMailPayload, SetupChecklist } from './setup.types.js';
import { confirmTestMail } from './test-mail-receipts.js';

@Resolver()
export class SetupResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => SetupChecklist, { description: 'Admins and staff (read only; it is on the dashboard): the first-run checklist, computed from the data.' })
  adminSetupChecklist(@Ctx() ctx: RequestContext): Promise<SetupChecklist> {
    return readSetupChecklist(ctx.em);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => ConfirmTestMailPayload, { description: 'Admins only: records that the test mail with this link\'s token arrived.' })
  async confirmTestMail(@Ctx() ctx: RequestContext, @Arg('token', { description: 'The token of the test mail\'s link.' }) token: string): Promise<ConfirmTestMailPayload> {
    const result = await confirmTestMail(ctx, token);
    return result.ok
      ? { confirmed: true, delivered: result.delivered, errors: [] }
      : { confirmed: false, delivered: false, errors: toUserErrors(ctx.language, result.errors) };
  }
}
