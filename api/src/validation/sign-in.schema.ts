import { object } from 'yup';
import { requiredSecret, requiredText } from './fields.js';

/**
 * SPEC §5 admin login: username and password, both required. The username is trimmed (as stored, at
 * most 100 characters); the password is taken exactly as typed and capped, so nobody can make the
 * server hash megabytes.
 */
export const signInSchema = object({
  username: requiredText(1, 100),
  password: requiredSecret(200),
});
