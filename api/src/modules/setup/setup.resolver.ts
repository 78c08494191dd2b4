import { ADMIN_ONLY, STAFF_ROLES } from '../users/roles.js';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { goLive, setupEnvironment, takeDemoDataOffSite } from './go-live.js';
import { readSetupChecklist } from './setup-checklist.js';
import { ConfirmTestMailPayload, GoLivePayload, RemoveDemoDataPayload, SetupChecklist, SiteMode } from './setup.types.js';
import { type SiteModeName, readSiteMode } from './site-mode.js';
import { confirmTestMail } from './test-mail-receipts.js';

@Resolver()
export class SetupResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => SetupChecklist, {
    description: 'Admins and staff (read only; it is on the dashboard): the first-run checklist, computed from the data.',
  })
  adminSetupChecklist(@Ctx() ctx: RequestContext): Promise<SetupChecklist> {
    return readSetupChecklist(setupEnvironment(ctx));
  }

  @Query(() => SiteMode, {
    description: 'Whether the school sells for real (LIVE) or is a demo (DEMO: pages show a demo banner, mails say DEMO).',
  })
  siteMode(@Ctx() ctx: RequestContext): Promise<SiteModeName> {
    return readSiteMode(ctx.em);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => GoLivePayload, {
    description:
      'Admins only: leaves demo mode when no condition of the first-run checklist is open; otherwise each open one is an error and nothing changes.',
  })
  async goLive(@Ctx() ctx: RequestContext): Promise<GoLivePayload> {
    const result = await goLive(ctx);
    return result.ok
      ? { siteMode: result.checklist.live ? 'LIVE' : 'DEMO', checklist: result.checklist, errors: [] }
      : { siteMode: await readSiteMode(ctx.em), checklist: result.checklist, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => RemoveDemoDataPayload, {
    description:
      'Admins only: takes the demo data off the site (its courses off sale, reviews hidden, articles unpublished, its bank account removed); nothing is deleted.',
  })
  async removeDemoData(@Ctx() ctx: RequestContext): Promise<RemoveDemoDataPayload> {
    return { checklist: await takeDemoDataOffSite(ctx), errors: [] };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => ConfirmTestMailPayload, { description: "Admins only: records that the test mail with this link's token arrived." })
  async confirmTestMail(
    @Ctx() ctx: RequestContext,
    @Arg('token', { description: "The token of the test mail's link." }) token: string,
  ): Promise<ConfirmTestMailPayload> {
    const result = await confirmTestMail(ctx, token);
    return result.ok
      ? { confirmed: true, delivered: result.delivered, errors: [] }
      : { confirmed: false, delivered: false, errors: toUserErrors(ctx.language, result.errors) };
  }
}
