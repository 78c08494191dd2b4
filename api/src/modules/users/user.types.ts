import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { UserRole } from './user.entity.js';

registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What an account may do.',
  valuesConfig: {
    ADMIN: { description: 'Staff: may use the admin area and every admin operation.' },
    STAFF: { description: 'Staff member: the back office except settings, staff accounts, the mail outbox and deletion.' },
    TRAINER: { description: 'Trainer: only the participants, attendance, notes and badges of the courses assigned to the account.' },
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
