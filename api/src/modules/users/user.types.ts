import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { UserRole } from './user.entity.js';

registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What an account may do.',
  valuesConfig: {
    ADMIN: { description: 'May do everything: every admin operation, settings and staff accounts included.' },
    STAFF: {
      description:
        "The back office's daily work: courses, orders, participants, bookings, requests, reviews, blog; not settings, staff accounts, the mail outbox, scheduled jobs, data retention or deleting for good (`FORBIDDEN`).",
    },
    TRAINER: { description: "Only their own courses' participants and attendance; everything else is refused (`FORBIDDEN`)." },
    USER: { description: 'May sign in, but the admin area and admin operations refuse it (`FORBIDDEN`).' },
  },
});

/**
 * An account as the API shows it: the signed-in user (`viewer`, sign-in). Its own type, never the
 * entity, so the password hash cannot be selected; its `email` (account-email.resolver.ts) only by its owner.
 */
@ObjectType('User', { implements: Node, description: 'A staff account, as its owner sees it after signing in.' })
export class UserView {
  id: number;

  @Field({ description: 'Sign-in name (unique).' })
  username: string;

  @Field(() => UserRole, { description: 'What the account may do.' })
  role: UserRole;
}
