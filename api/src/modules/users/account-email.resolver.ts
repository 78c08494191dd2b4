import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { MutationPayload, toUserErrors } from '../../graphql/mutation.js';
import { accountEmailService } from './account-email.service.js';
import { UserRole } from './user.entity.js';
import { UserView } from './user.types.js';

@InputType({ description: "The signed-in account's own e-mail address." })
export class SetAccountEmailInput {
  @Field({ description: 'An e-mail address, at most 254 characters; surrounding spaces ignored.' })
  email: string;
}

@ObjectType({ description: 'Result of `setAccountEmail`.' })
export class SetAccountEmailPayload extends MutationPayload {
  @Field(() => UserView, { nullable: true, description: 'The signed-in account with its address; null when `errors` is not empty.' })
  viewer: UserView | null;
}

/** The account's own e-mail address, which the admin area asks for on first sign-in when there is none. */
@Resolver(() => UserView)
export class AccountEmailResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The account's own e-mail address (test mails and sign-in lock notices go there); null when it has none: the admin area then asks for one.",
  })
  email(@Ctx() ctx: RequestContext, @Root() user: UserView): Promise<string | null> {
    // Only ever the signed-in account's own (a UserView is reached through `viewer` and sign-in alone).
    return ctx.user?.id === user.id ? accountEmailService.email(ctx) : Promise.resolve(null);
  }

  @Authorized()
  @Mutation(() => SetAccountEmailPayload, {
    description: "Signed in: sets the own account's e-mail address (`INVALID_EMAIL`, `REQUIRED`, `TOO_LONG`). Recorded in the audit log.",
  })
  async setAccountEmail(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetAccountEmailInput, { description: 'The address.' }) input: SetAccountEmailInput,
  ): Promise<SetAccountEmailPayload> {
    const result = await accountEmailService.setEmail(ctx, input);
    if (!result.ok) return { viewer: null, errors: toUserErrors(ctx.language, result.errors) };
    const user = ctx.user!;
    return { viewer: { id: user.id, username: user.username, role: user.role as UserRole }, errors: [] };
  }
}
