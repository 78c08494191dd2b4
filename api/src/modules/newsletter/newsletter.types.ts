import { VisitorMailState } from '../mail/visitor-mail.types.js';
import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

@InputType({ description: 'A newsletter sign-up. Rules (docs/SPEC.md §5): a valid e-mail, privacy policy accepted.' })
export class SubscribeToNewsletterInput {
  @Field({ description: 'The address to subscribe; at most 254 characters. A confirmation link is mailed there.' })
  email: string;

  @Field({ description: 'The visitor accepted the privacy policy and agreed to receive the newsletter; must be true.' })
  privacyAccepted: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Leave out or empty. A field hidden from people; a filled one refuses the sign-up as automated (`REJECTED`).',
  })
  website?: string | null;
}

@ObjectType({
  description:
    'Result of `subscribeToNewsletter`. The same for every valid address, subscribed already or not: it never tells who is on the list.',
})
export class SubscribeToNewsletterPayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The address as accepted (trimmed). It receives a confirmation link (valid 3 days) unless it is confirmed already; only confirmed addresses get the newsletter. Null when `errors` is not empty.',
  })
  email: string | null;

  @Field(() => VisitorMailState, {
    nullable: true,
    description:
      'The confirmation mail: QUEUED when a link is on its way, else why none comes now (WITHHELD: sign up again in an hour). ' +
      'For an address confirmed already (which gets no mail) the same answer a new address would get, so it tells nobody who is on the list. Null when `errors` is not empty.',
  })
  confirmationMail: VisitorMailState | null;
}

/** The one field of both link mutations (abstract: not a schema type of its own). */
@InputType()
abstract class NewsletterTokenInput {
  @Field({
    description:
      'The `token` parameter of the mailed link, unchanged. A tampered or unknown one is refused with `INVALID_TOKEN`, an expired one with `TOKEN_EXPIRED`.',
  })
  token: string;
}

@InputType({
  description:
    "Confirms a newsletter sign-up (double opt-in) with the token of the confirmation mail's link (`/newsletter/confirm?token=…`).",
})
export class ConfirmNewsletterSubscriptionInput extends NewsletterTokenInput {}

@InputType({
  description: "Unsubscribes from the newsletter with the token of a newsletter's unsubscribe link (`/newsletter/unsubscribe?token=…`).",
})
export class UnsubscribeFromNewsletterInput extends NewsletterTokenInput {}

/** The answer of both link mutations (abstract: not a schema type of its own). */
@ObjectType()
export abstract class NewsletterSubscriptionPayload extends MutationPayload {
  @Field(() => NewsletterSubscription, {
    nullable: true,
    description: 'The subscription the link names, after the change (also when nothing had to change); null when `errors` is not empty.',
  })
  subscription: NewsletterSubscription | null;
}

@ObjectType({ description: 'Result of `confirmNewsletterSubscription`: the confirmed subscription, or why the link was refused.' })
export class ConfirmNewsletterSubscriptionPayload extends NewsletterSubscriptionPayload {}

@ObjectType({ description: 'Result of `unsubscribeFromNewsletter`: the unsubscribed subscription, or why the link was refused.' })
export class UnsubscribeFromNewsletterPayload extends NewsletterSubscriptionPayload {}
