/** Who may call the console's routes (the table in docs/API.md): teachers and admins, or admins only. */
import type { RouteAccess } from '../../plugins/access-control.js';

export const TEACHERS_AND_ADMINS: RouteAccess = { staff: ['teacher', 'admin'] };
export const ADMINS_ONLY: RouteAccess = { staff: ['admin'] };
