// What each staff role may do in the console (the server decides; this only hides what would
// be refused): admins run papers, prices, enrollments, roles and the audit log; teachers edit
// modules and material and read people.
import type { TUserRole } from '@padanam/contract';

export function isStaff(role: TUserRole | undefined): boolean {
  return role === 'teacher' || role === 'admin';
}

export function isAdmin(role: TUserRole | undefined): boolean {
  return role === 'admin';
}
