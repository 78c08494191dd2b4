import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import type * as accountSessions from './account-sessions.service.js';
import { UserRole } from './user.entity.js';

/** An account of the team as admins see it in "Team" (never the password hash). */
@ObjectType({ description: 'A staff account, as admins see it in the team list.' })
export class StaffAccount {
  @Field(() => Int, { description: "The account's database id (the inputs' `userId`)." })
  databaseId: number;

  @Field({ description: 'Sign-in name.' })
  username: string;

  @Field(() => String, { nullable: true, description: 'Its own address (invitations, resets, notices); null when it has none.' })
  email: string | null;

  @Field(() => UserRole, { description: 'What it may do.' })
  role: UserRole;

  @Field(() => DateTimeISO, { description: 'When it was made.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When an admin deactivated it (it cannot sign in since); null while active.' })
  deactivatedAt: Date | null;
}

@ObjectType({ description: 'An open invitation to the team (neither accepted nor expired).' })
export class StaffInvitationView {
  @Field(() => Int, { description: "The invitation's database id." })
  databaseId: number;

  @Field({ description: 'Where it was mailed.' })
  email: string;

  @Field(() => UserRole, { description: 'The role the account will have.' })
  role: UserRole;

  @Field(() => DateTimeISO, { description: 'When it was sent.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { description: 'Until when its link works.' })
  expiresAt: Date;
}

@ObjectType({ description: 'One sign-in of the signed-in account ("Mein Konto").' })
export class AccountSession implements accountSessions.AccountSession {
  @Field(() => ID, { description: "The session's id (for `endAccountSession`)." })
  id: string;

  @Field(() => DateTimeISO, { description: 'When it signed in.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last used (to within five minutes).' })
  lastSeenAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The browser it signed in with (its User-Agent); null when unknown.' })
  userAgent: string | null;

  @Field({ description: 'Whether this is the session of the request itself.' })
  current: boolean;
}

@InputType({ description: 'Invite someone to the team by e-mail.' })
export class InviteStaffInput {
  @Field({ description: 'Their address: the invitation link goes there (at most 254 characters).' })
  email: string;

  @Field(() => UserRole, { description: 'The role their account will have: ADMIN, STAFF or TRAINER (`OUT_OF_RANGE` for USER).' })
  role: UserRole;

  @Field(() => String, {
    nullable: true,
    description: "The invitation mail's language, `de` or `en`; the request's language when not given.",
  })
  language?: string | null;
}

@InputType({ description: 'Accept an invitation: the mailed token, and the username and password chosen.' })
export class AcceptStaffInvitationInput {
  @Field({ description: 'The token of the invitation link.' })
  token: string;

  @Field({ description: '3 to 100 letters, digits and `. - _ @`; unique (`USERNAME_TAKEN`).' })
  username: string;

  @Field({ description: 'At least 10 characters, at most 200.' })
  password: string;
}

@InputType({ description: "A new role for a staff account (not one's own)." })
export class SetStaffRoleInput {
  @Field(() => Int, { description: "The account's `databaseId`." })
  userId: number;

  @Field(() => UserRole, { description: 'ADMIN, STAFF or TRAINER.' })
  role: UserRole;
}

@InputType({ description: "A staff account (not one's own)." })
export class StaffAccountInput {
  @Field(() => Int, { description: "The account's `databaseId`." })
  userId: number;
}

@InputType({ description: 'Change the own password: the current one is required.' })
export class ChangePasswordInput {
  @Field({ description: 'The password now.' })
  currentPassword: string;

  @Field({ description: 'The new one: at least 10 characters, at most 200.' })
  newPassword: string;
}

@InputType({ description: 'Ask for a password-reset link.' })
export class RequestPasswordResetInput {
  @Field({ description: "The account's address." })
  email: string;
}

@InputType({ description: 'Set a new password through a reset link.' })
export class ResetPasswordInput {
  @Field({ description: 'The token of the reset link.' })
  token: string;

  @Field({ description: 'The new password: at least 10 characters, at most 200.' })
  password: string;
}

@InputType({ description: 'One session of the own account.' })
export class EndAccountSessionInput {
  @Field(() => ID, { description: "The session's `id`." })
  sessionId: string;
}

@ObjectType({ description: 'Result of `inviteStaff`.' })
export class InviteStaffPayload extends MutationPayload {
  @Field(() => StaffInvitationView, {
    nullable: true,
    description: 'The invitation (its mail is on its way); null when `errors` is not empty.',
  })
  invitation: StaffInvitationView | null;
}

@InputType({ description: 'An open invitation to withdraw.' })
export class WithdrawStaffInvitationInput {
  @Field(() => Int, { description: "The invitation's `databaseId`." })
  invitationId: number;
}

@ObjectType({ description: 'Result of `withdrawStaffInvitation`.' })
export class WithdrawStaffInvitationPayload extends MutationPayload {
  @Field(() => StaffInvitationView, {
    nullable: true,
    description: 'The invitation withdrawn (its link no longer works); null when `errors` is not empty.',
  })
  invitation: StaffInvitationView | null;
}

@ObjectType({ description: 'Result of a change of a staff account.' })
export class StaffAccountPayload extends MutationPayload {
  @Field(() => StaffAccount, { nullable: true, description: 'The account as it is now; null when `errors` is not empty.' })
  account: StaffAccount | null;
}

@ObjectType({ description: 'Result of `acceptStaffInvitation`: the account exists; sign in with it.' })
export class AcceptStaffInvitationPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: 'The username chosen; null when `errors` is not empty.' })
  username: string | null;
}

@ObjectType({ description: 'Result of a password change or reset, or of a reset request.' })
export class PasswordPayload extends MutationPayload {
  @Field({ description: 'True when done (a reset request: always for a valid address, whether it has an account or not).' })
  done: boolean;
}

@ObjectType({ description: 'Result of ending sessions of the own account.' })
export class EndSessionsPayload extends MutationPayload {
  @Field(() => Int, { description: 'How many sessions were ended.' })
  ended: number;
}
