import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import { payPalAvailable, payPalMode, type PayPalMode } from '../payments/payments.js';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { readShopSettings, updateShopSettings } from './shop-settings.service.js';
import { PayPalModeValue, ShopSettings, UpdateShopSettingsInput, UpdateShopSettingsPayload } from './shop-settings.types.js';
import { ADMIN_ONLY } from '../users/roles.js';

@Resolver(() => ShopSettings)
export class ShopSettingsResolver {
  @Query(() => ShopSettings, {
    description:
      "The shop's business settings: how prices show VAT, how long checkout holds a place, and the account for bank transfers. Public: pages and checkout read them.",
  })
  shopSettings(@Ctx() ctx: RequestContext) {
    return readShopSettings(ctx.em);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether orders can be paid with PayPal: false on a production server without PayPal credentials (the local sandbox is not offered there).',
  })
  payPalAvailable(@Ctx() ctx: RequestContext): boolean {
    return payPalAvailable(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => PayPalModeValue, {
    description: 'Admins only: where PayPal payments go (from the environment; the credentials themselves are never shown).',
  })
  payPalMode(@Ctx() ctx: RequestContext): PayPalMode {
    return payPalMode(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => UpdateShopSettingsPayload, {
    description: 'Admins only: replaces the shop settings (VAT display, place-hold time, bank account).',
  })
  async updateShopSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateShopSettingsInput, { description: 'Every setting, each required.' }) input: UpdateShopSettingsInput,
  ): Promise<UpdateShopSettingsPayload> {
    const result = await updateShopSettings(ctx, input);
    return result.ok
      ? { shopSettings: result.shopSettings, errors: [] }
      : { shopSettings: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
