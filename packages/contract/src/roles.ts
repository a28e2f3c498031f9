/**
 * Who a person is to Padanam. Students study; teachers edit what is studied (modules and their
 * material) and see people and results; admins run everything else (papers and prices, people,
 * roles, the audit log). A role is granted only by an admin, or for the first admin on the
 * server's command line, never by a request body.
 */
export const USER_ROLES = ['student', 'teacher', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['teacher', 'admin'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
