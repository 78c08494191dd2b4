import { UserRole } from './user.entity.js';

/**
 * Who may do what, in one place. Every admin field and REST row names one of these sets in its
 * `@Authorized(...)`; the authorization test (api/test/authorization.test.ts) reads them from type-graphql's metadata
 * and checks every field against every role, so a field's set here is exactly whom the server lets in.
 *
 * | role      | may                                                                                                  |
 * |-----------|------------------------------------------------------------------------------------------------------|
 * | `admin`   | everything                                                                                           |
 * | `staff`   | STAFF_ROLES: dashboard, courses (and their trainers), orders (with refunds, invoices, vouchers), participants, bookings,  |
 * |           | requests, waitlists, reviews, blog, services — never ADMIN_ONLY: settings, business profile, staff   |
 * |           | accounts, the mail outbox and test mails, scheduled jobs, data retention, and deleting for good      |
 * | `trainer` | TRAINER_ROLES only: their own courses' participants, attendance, notes and badges|
 * | `user`    | nothing in the admin area (the role accounts had before roles existed)                               |
 *
 * Every signed-in account, whatever its role, manages its own account (`@Authorized()`: password, e-mail, sessions).
 */
export const ADMIN_ONLY: readonly UserRole[] = [UserRole.ADMIN];

/** The back office's daily work (see the table above). */
export const STAFF_ROLES: readonly UserRole[] = [UserRole.ADMIN, UserRole.STAFF];

/**
 * The trainer's phone view: its own courses' participants, attendance, notes and badges (the training service checks
 * which courses are a trainer's); admins see every course's. Staff work from the participant lists instead.
 */
export const TRAINER_ROLES: readonly UserRole[] = [UserRole.ADMIN, UserRole.TRAINER];

/** Roles an admin may give a staff account (`user` is only the old accounts' role, never handed out). */
export const STAFF_ACCOUNT_ROLES: readonly UserRole[] = [UserRole.ADMIN, UserRole.STAFF, UserRole.TRAINER];

/** What the web shows and hides, by role: the same sets, for the `viewer` to read (`User.permissions`). */
export const ROLE_SETS = { ADMIN_ONLY, STAFF_ROLES, TRAINER_ROLES } as const;
