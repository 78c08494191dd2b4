import { mixed, number, object, string } from 'yup';
import { message, requiredEmail, requiredOneOf, requiredSecret, requiredText } from './fields.js';

/** Staff accounts — invitations, passwords, roles. One schema per form, used by the web and the server. */

/** Roles an admin may give (never `user`: the old accounts' role). */
export const STAFF_ROLE_NAMES = ['admin', 'staff', 'trainer'] as const;

/** Passwords: at least 10 characters (NIST SP 800-63B asks for 8 at least), at most 200 (nobody makes the server hash megabytes). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export function newPassword() {
  return requiredSecret(PASSWORD_MAX_LENGTH).test(
    'strength',
    message('TOO_SHORT', 'validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    // Counted in characters, not UTF-16 units; ten times the same character is no password either.
    (value) => !value || ([...value].length >= PASSWORD_MIN_LENGTH && new Set(value).size > 2),
  );
}

/** Usernames: 3 to 100 letters, digits and `.-_@` (no spaces, so nobody signs in as "admin " beside "admin"). */
export function username() {
  return requiredText(3, 100).test(
    'username',
    message('INVALID_CHARACTERS', 'validation.username'),
    (value) => !value || /^[\p{L}\p{N}._@-]+$/u.test(value),
  );
}

/** A mailed link's token: checked by its own code, here only capped. */
const linkToken = () => requiredText(1, 200);

/** A staff account's `databaseId`; anything else names no account. */
function accountId() {
  const notFound = message('STAFF_ACCOUNT_NOT_FOUND', 'validation.staffAccountNotFound');
  return number()
    .transform((value, original) => (typeof original === 'number' ? value : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .integer(notFound)
    .min(1, notFound)
    .max(2 ** 31 - 1, notFound);
}

export const inviteStaffSchema = object({
  email: requiredEmail(),
  role: requiredOneOf(STAFF_ROLE_NAMES),
  /** The invitation mail's language; the admin's own when not given. */
  language: mixed<'de' | 'en'>()
    .transform((value, original) => (typeof original === 'string' ? value : undefined))
    .oneOf(['de', 'en', undefined], message('OUT_OF_RANGE', 'validation.invalidChoice')),
});

/** An invitation's `databaseId`; anything else names no open invitation. */
export const withdrawInvitationSchema = object({
  invitationId: number()
    .transform((value, original) => (typeof original === 'number' ? value : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .integer(message('INVITATION_NOT_FOUND', 'validation.invitationNotOpen'))
    .min(1, message('INVITATION_NOT_FOUND', 'validation.invitationNotOpen'))
    .max(2 ** 31 - 1, message('INVITATION_NOT_FOUND', 'validation.invitationNotOpen')),
});

export const acceptInvitationSchema = object({
  token: linkToken(),
  username: username(),
  password: newPassword(),
});

export const changeStaffRoleSchema = object({
  userId: accountId(),
  role: requiredOneOf(STAFF_ROLE_NAMES),
});

export const staffAccountSchema = object({
  userId: accountId(),
});

export const changePasswordSchema = object({
  currentPassword: requiredSecret(PASSWORD_MAX_LENGTH),
  newPassword: newPassword(),
});

export const requestPasswordResetSchema = object({
  email: requiredEmail(),
});

export const resetPasswordSchema = object({
  token: linkToken(),
  password: newPassword(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const endSessionSchema = object({
  sessionId: string()
    .transform((value, original) => (typeof original === 'string' ? value : undefined))
    .required(message('REQUIRED', 'validation.required'))
    .test('uuid', message('SESSION_NOT_FOUND', 'validation.sessionNotFound'), (value) => !value || UUID.test(value)),
});
