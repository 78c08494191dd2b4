import { User } from './user.entity.js';
import type { DomainModule } from '../domain-module.js';

export const usersModule: DomainModule = { name: 'users', entities: [User] };
