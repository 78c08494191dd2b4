import { object } from 'yup';
import { optionalText, requiredSecret, requiredText } from './fields.js';

/**
 * docs/SPEC.md §5 admin login: username and password, both required. The username is trimmed (as stored, at
 * most 100 characters); the password is taken exactly as typed and capped, so nobody can make the
 * server hash megabytes. API clients may add the device token of an earlier success (modules/auth/device-token.ts;
 * ours are far shorter than the cap); browsers send it as a cookie instead.
 */
export const signInSchema = object({
  username: requiredText(1, 100),
  password: requiredSecret(200),
  deviceToken: optionalText(1024),
});
