import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { type LinkResult, newsletterService } from './newsletter.service.js';
import {
  ConfirmNewsletterSubscriptionInput,
  ConfirmNewsletterSubscriptionPayload,
  type NewsletterSubscriptionPayload,
  SubscribeToNewsletterInput,
  SubscribeToNewsletterPayload,
  UnsubscribeFromNewsletterInput,
  UnsubscribeFromNewsletterPayload,
} from './newsletter.types.js';

const linkPayload = (ctx: RequestContext, result: LinkResult): NewsletterSubscriptionPayload =>
  result.ok ? { subscription: result.subscription, errors: [] } : { subscription: null, errors: toUserErrors(ctx.language, result.errors) };

@Resolver(() => NewsletterSubscription)
export class NewsletterResolver {
  @Mutation(() => SubscribeToNewsletterPayload, {
    description: 'Signs an address up for the newsletter (double opt-in: a confirmation link is mailed in the language of the request).',
  })
  async subscribeToNewsletter(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubscribeToNewsletterInput, { description: 'The form fields.' }) input: SubscribeToNewsletterInput,
  ): Promise<SubscribeToNewsletterPayload> {
    const result = await newsletterService.subscribe(ctx, input);
    return result.ok
      ? { email: result.email, confirmationMail: result.confirmationMail, errors: [] }
      : { email: null, confirmationMail: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => ConfirmNewsletterSubscriptionPayload, {
    description: 'Confirms a newsletter sign-up with the token of its confirmation mail; confirming twice is harmless.',
  })
  async confirmNewsletterSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfirmNewsletterSubscriptionInput, { description: "The link's token." }) input: ConfirmNewsletterSubscriptionInput,
  ): Promise<ConfirmNewsletterSubscriptionPayload> {
    return linkPayload(ctx, await newsletterService.confirm(ctx, input));
  }

  @Mutation(() => UnsubscribeFromNewsletterPayload, {
    description: "Unsubscribes an address from the newsletter with the token of a newsletter's unsubscribe link; again is harmless.",
  })
  async unsubscribeFromNewsletter(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UnsubscribeFromNewsletterInput, { description: "The link's token." }) input: UnsubscribeFromNewsletterInput,
  ): Promise<UnsubscribeFromNewsletterPayload> {
    return linkPayload(ctx, await newsletterService.unsubscribe(ctx, input));
  }
}
