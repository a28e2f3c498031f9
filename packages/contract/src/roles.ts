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

/**
 * Who may edit a module and its material (the console's module editor), and so may open every
 * paper's modules and material, drafts included, to preview them as a student sees them. They
 * read without an enrollment; they do not study as a student (tests and doubts keep the student
 * rule).
 */
export const MODULE_EDITOR_ROLES = ['teacher', 'admin'] as const satisfies readonly TStaffRole[];
