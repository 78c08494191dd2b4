import { defineNode } from '../../graphql/node.js';
import { AccountEmailResolver } from './account-email.resolver.js';
import { User } from './user.entity.js';
import { UserView } from './user.types.js';
import type { DomainModule } from '../domain-module.js';

export const usersModule: DomainModule = {
  name: 'users',
  entities: [User],
  resolvers: [AccountEmailResolver],
  // Global ids, but not refetchable through node(id:): `viewer` is the one way to read an account.
  nodes: [defineNode(UserView, 'User')],
};
