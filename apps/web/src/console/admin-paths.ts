// Every address of the staff console, under #/admin.
export const adminPaths = {
  home: '/admin',
  papers: '/admin/papers',
  newPaper: '/admin/papers/new',
  paper: (paperId: number | string) => `/admin/papers/${paperId}`,
  module: (moduleId: number | string) => `/admin/modules/${moduleId}`,
  questions: (moduleId: number | string, category: string) => `/admin/modules/${moduleId}/questions/${category}`,
  /** The question bank with one question's editor open (a new revision when saved). */
  editQuestion: (moduleId: number | string, category: string, questionId: number) =>
    `/admin/modules/${moduleId}/questions/${category}?edit=${questionId}`,
  testReport: (moduleId: number | string, category: string) => `/admin/modules/${moduleId}/tests/${category}/report`,
  people: '/admin/people',
  person: (userId: number | string) => `/admin/people/${userId}`,
  classReport: '/admin/classes',
  importEnrollments: '/admin/enrollments/import',
  auditLog: '/admin/audit-log',
  deliveryFailures: '/admin/delivery-failures',
  referenceData: '/admin/reference-data',
  orders: '/admin/orders',
  sales: '/admin/sales',
  announcements: '/admin/announcements',
  feedback: '/admin/feedback',
  doubts: '/admin/doubts',
  doubt: (doubtId: number | string) => `/admin/doubts/${doubtId}`,
  /** Requests about personal data, a tab per kind: grievances first. */
  dataRequests: '/admin/data-requests',
  grievance: (grievanceId: number | string) => `/admin/data-requests/grievances/${grievanceId}`,
  dataExports: '/admin/data-requests/exports',
  erasures: '/admin/data-requests/erasures',
  parentalConsents: '/admin/data-requests/parental-consents',
} as const;
