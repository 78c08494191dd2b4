import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { auditTrail } from '../audit/audit.service.js';
import { AuditEventView } from '../audit/audit.types.js';
import { ADMIN_ONLY } from '../users/roles.js';
import { partnerKeyService } from './partner-key.service.js';
import {
  CreatePartnerKeyInput,
  CreatePartnerKeyPayload,
  PartnerKeyView,
  RevokePartnerKeyInput,
  RevokePartnerKeyPayload,
  partnerKeyView,
} from './partner-key.types.js';
import { eventTypesAllowedFor } from './partner-scopes.js';

/** Partner API keys, admins only (README "Partner keys"). */
@Resolver(() => PartnerKeyView)
export class PartnerKeyResolver {
  @Authorized(ADMIN_ONLY)
  @Query(() => [PartnerKeyView], { description: 'Admins only: every partner API key, newest first, revoked ones too.' })
  async partnerKeys(@Ctx() ctx: RequestContext): Promise<PartnerKeyView[]> {
    ctx.authSession?.answerIsPrivate();
    return (await partnerKeyService.list(ctx)).map(partnerKeyView);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => CreatePartnerKeyPayload, {
    description: 'Admins only: makes a key with a name and scopes; the answer holds the key itself, this once. Audited.',
  })
  async createPartnerKey(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePartnerKeyInput, { description: 'Name and scopes.' }) input: CreatePartnerKeyInput,
  ): Promise<CreatePartnerKeyPayload> {
    const result = await partnerKeyService.create(ctx, input);
    return result.ok
      ? { partnerKey: partnerKeyView(result.value.key), key: result.value.secret, errors: [] }
      : { partnerKey: null, key: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => RevokePartnerKeyPayload, {
    description:
      'Admins only: revokes a key for good; every request with it is refused with 401 from now on, on every instance (`PARTNER_KEY_NOT_FOUND` when unknown or already revoked). Audited.',
  })
  async revokePartnerKey(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RevokePartnerKeyInput, { description: 'The key.' }) input: RevokePartnerKeyInput,
  ): Promise<RevokePartnerKeyPayload> {
    const result = await partnerKeyService.revoke(ctx, input);
    return result.ok
      ? { partnerKey: partnerKeyView(result.value), errors: [] }
      : { partnerKey: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => [AuditEventView], {
    description: 'Admins only: made, revoked, and a usage line (requests counted) at most once a day; newest first.',
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() key: PartnerKeyView): Promise<AuditEventView[]> {
    return auditTrail(ctx, 'partnerKey', key.databaseId);
  }

  @FieldResolver(() => [String], {
    description:
      'The events a webhook endpoint of this key may ask for: those its scopes may see (`order.*`, `waitlist.offered`: `read:orders`; `course.*`: `read:catalogue`).',
  })
  webhookEventTypes(@Root() key: PartnerKeyView): string[] {
    return eventTypesAllowedFor(key.scopes);
  }
}
