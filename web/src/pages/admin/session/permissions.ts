import { createContext, useContext } from 'react';
import type { UserRole } from '../../../__generated__/adminSessionViewerQuery.graphql';

/**
 * Which roles may open which admin view, the web's side of api/src/modules/users/roles.ts (the server
 * refuses the data anyway; this only decides what the navigation shows and which views say "not allowed").
 */
export const ADMIN_ONLY: readonly UserRole[] = ['ADMIN'];
export const STAFF_ROLES: readonly UserRole[] = ['ADMIN', 'STAFF'];
const SIGNED_IN: readonly UserRole[] = ['ADMIN', 'STAFF', 'TRAINER', 'USER'];

/** The roles of each view, by the path segment after /admin (`''`: the dashboard). A view not listed: admins only. */
export const VIEW_ROLES: Record<string, readonly UserRole[]> = {
  '': STAFF_ROLES,
  courses: STAFF_ROLES,
  orders: STAFF_ROLES,
  blog: STAFF_ROLES,
  participants: STAFF_ROLES,
  bookings: STAFF_ROLES,
  requests: STAFF_ROLES,
  waitlist: STAFF_ROLES,
  testimonials: STAFF_ROLES,
  services: STAFF_ROLES,
  mail: ADMIN_ONLY,
  settings: ADMIN_ONLY,
  team: ADMIN_ONLY,
  'partner-keys': ADMIN_ONLY,
  account: SIGNED_IN,
  newsletter: ADMIN_ONLY,
  legal: ADMIN_ONLY,
  webhooks: ADMIN_ONLY,
};

/** The view a path of the admin area shows (`/admin/orders/12` → `orders`). */
export function adminViewOf(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
}

/** Whether an account of `role` may open the admin view at `pathname`. */
export function mayOpen(role: UserRole, pathname: string): boolean {
  return (VIEW_ROLES[adminViewOf(pathname)] ?? ADMIN_ONLY).includes(role);
}

/** The signed-in account's role inside the admin area (AdminLayout provides it), for what a view shows of itself. */
export const AdminRoleContext = createContext<UserRole | null>(null);

/** Whether an account of `role` is in `roles` (one of the sets above): what a loader asks before it builds a query. */
export function roleMay(role: UserRole, roles: readonly UserRole[]): boolean {
  return roles.includes(role);
}

/**
 * Whether the signed-in account's role is in `roles`: each view asks this before it shows a control whose field the
 * server lets only that set use (a control the role cannot use is never shown). Outside the layout (a view rendered
 * on its own, as component tests do) the role is unknown and nothing is hidden.
 */
export function useMay(roles: readonly UserRole[]): boolean {
  const role = useContext(AdminRoleContext);
  return role === null || roleMay(role, roles);
}

/** Whether the signed-in account may open the admin view at `pathname` (a link to a view it may not open is not shown). */
export function useMayOpen(pathname: string): boolean {
  const role = useContext(AdminRoleContext);
  return role === null || mayOpen(role, pathname);
}

/** Whether the signed-in account may delete for good (admins only: the server refuses the others anyway). */
export function useMayDeleteForGood(): boolean {
  return useMay(ADMIN_ONLY);
}
