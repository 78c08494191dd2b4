import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactMessageService } from './contact-message.service.js';
import { SubmitContactMessageInput, SubmitContactMessagePayload } from './contact-message.types.js';

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  @Mutation(() => SubmitContactMessagePayload, { description: 'Sends a message to the team (contact form, course requests).' })
  async submitContactMessage(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitContactMessageInput, { description: 'The form fields.' }) input: SubmitContactMessageInput,
  ): Promise<SubmitContactMessagePayload> {
    const result = await contactMessageService.submit(ctx, input);
    return result.ok
      ? { contactMessage: result.contactMessage, acknowledgement: result.acknowledgement, errors: [] }
      : { contactMessage: null, acknowledgement: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
