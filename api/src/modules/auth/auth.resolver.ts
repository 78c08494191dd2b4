import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext, SessionUser } from '../../context/request-context.js';
import { toUserErrors, validationMessage } from '../../graphql/mutation.js';
import { UserRole } from '../users/user.entity.js';
import { UserView } from '../users/user.types.js';
import { SignInInput, SignInPayload, SignOutPayload } from './auth.types.js';
import { sessionService } from './session.service.js';

const toUserView = (user: SessionUser): UserView => ({ id: user.id, username: user.username, role: user.role as UserRole });

/**
 * Too many failed attempts: a refusal of the whole request (HTTP 429 with Retry-After, as the request
 * budgets answer), in the request's language, not a payload error: nothing was checked.
 */
function signInThrottled(ctx: RequestContext, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(validationMessage(ctx.language, 'validation.signInThrottled', { minutes: Math.ceil(retryAfterSeconds / 60) }), {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

@Resolver()
export class AuthResolver {
  @Query(() => UserView, {
    nullable: true,
    description: 'The signed-in user (session cookie or `Authorization: Bearer`); null when nobody is signed in.',
  })
  viewer(@Ctx() ctx: RequestContext): UserView | null {
    // Even "nobody" must not be cached: a cached anonymous answer would hide a sign-in from the browser.
    ctx.authSession?.answerIsPrivate();
    return ctx.user ? toUserView(ctx.user) : null;
  }

  @Mutation(() => SignInPayload, {
    description: 'Signs in with username and password (docs/SPEC.md §5); see `SignInPayload` for the session it starts.',
  })
  async signIn(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SignInInput, { description: "Username and password (and an API client's device token)." }) input: SignInInput,
  ): Promise<SignInPayload> {
    const result = await sessionService.signIn(ctx, input);
    if (result.ok) {
      return {
        viewer: toUserView(result.user),
        token: result.issued.token,
        tokenExpiresAt: result.issued.expiresAt,
        deviceToken: result.device.token,
        errors: [],
      };
    }
    if ('throttled' in result) throw signInThrottled(ctx, result.retryAfterSeconds);
    return { viewer: null, token: null, tokenExpiresAt: null, deviceToken: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Mutation(() => SignOutPayload, {
    description:
      'Ends the session the request carries (cookie or bearer token) for good and clears the cookie. Takes no input: there is nothing to choose.',
  })
  async signOut(@Ctx() ctx: RequestContext): Promise<SignOutPayload> {
    await sessionService.signOut(ctx);
    return { signedOut: true, errors: [] };
  }
}
