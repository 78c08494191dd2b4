import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { readBusinessProfile } from './business-profile.js';
import { publicBusinessProfile, updateBusinessProfile } from './business-profile.service.js';
import {
  BusinessProfile,
  PublicBusinessProfile,
  UpdateBusinessProfileInput,
  UpdateBusinessProfilePayload,
} from './business-profile.types.js';
import { ADMIN_ONLY } from '../users/roles.js';

@Resolver()
export class BusinessProfileResolver {
  @Query(() => PublicBusinessProfile, {
    description: "The school's public facts (imprint, organisation JSON-LD): name, address, contact, VAT id, register entry.",
  })
  async publicBusinessProfile(@Ctx() ctx: RequestContext) {
    return publicBusinessProfile(await readBusinessProfile(ctx.em));
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => BusinessProfile, {
    description: 'Admins only: the whole business profile, with the tax number and the notification addresses.',
  })
  businessProfile(@Ctx() ctx: RequestContext) {
    return readBusinessProfile(ctx.em);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => UpdateBusinessProfilePayload, {
    description: 'Admins only: replaces the business profile (legal name, address, contact, tax ids, notification addresses).',
  })
  async updateBusinessProfile(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateBusinessProfileInput, { description: 'Every field; optional ones may be empty.' })
    input: UpdateBusinessProfileInput,
  ): Promise<UpdateBusinessProfilePayload> {
    const result = await updateBusinessProfile(ctx, input);
    return result.ok
      ? { businessProfile: result.businessProfile, errors: [] }
      : { businessProfile: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
