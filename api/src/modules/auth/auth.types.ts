import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { UserView } from '../users/user.types.js';

@InputType({ description: 'Admin sign-in (docs/SPEC.md §5): username and password, both required.' })
export class SignInInput {
  @Field({ description: "The account's username: 1 to 100 characters, surrounding spaces ignored." })
  username: string;

  @Field({ description: 'Its password, exactly as typed; at most 200 characters.' })
  password: string;

  @Field(() => String, {
    nullable: true,
    description:
      'For API clients: the `deviceToken` an earlier success of this username returned, so that others guessing its password do not lock this client out ' +
      '(browsers send the `h2o_device` cookie instead). One that is not genuine, expired or of another username counts as none. At most 1024 characters.',
  })
  deviceToken?: string | null;
}

@ObjectType({
  description:
    'Result of `signIn`. Success sets the session cookie (httpOnly) for browsers and returns the same session as a bearer token for API clients. ' +
    'A wrong username or password is one `INVALID_CREDENTIALS` error, whichever it was; repeated failures, from one address or for one username from any, ' +
    'are refused with `RATE_LIMITED` (HTTP 429, `Retry-After`) without checking the password.',
})
export class SignInPayload extends MutationPayload {
  @Field(() => UserView, { nullable: true, description: 'The signed-in user; null when `errors` is not empty.' })
  viewer: UserView | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For API clients: send it as `Authorization: Bearer <token>`. Valid until `tokenExpiresAt` (30 minutes), or until `signOut`; then sign in again. Null when `errors` is not empty.',
  })
  token: string | null;

  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When `token` (and the cookie) expire, unless renewed by use; null when `errors` is not empty.',
  })
  tokenExpiresAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Remembers this client for 180 days: API clients send it as `deviceToken` when signing in as this username again (browsers get it as the httpOnly ' +
      '`h2o_device` cookie too). A new one comes with each success. Null when `errors` is not empty.',
  })
  deviceToken: string | null;
}

@ObjectType({ description: 'Result of `signOut`: the session is over; its tokens and cookie are refused from now on.' })
export class SignOutPayload extends MutationPayload {
  @Field({ description: 'Always true: signing out without a session has nothing to end and succeeds too.' })
  signedOut: boolean;
}
