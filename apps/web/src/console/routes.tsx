// The staff console's routes, mounted by the app's router (app/routes.tsx) beside the student
// shell on first use: its own frame (no student sidebar), its own chunks (the layout and every page are lazy),
// and its own staff check (the server refuses every staff route to anyone else regardless).
import type { RouteObject } from 'react-router';
import { addTranslations, type TTranslationsLoader } from '../lib/i18n/language-loader';
import { lazyPage } from '../lib/lazy-page';

/** The console's own words in Malayalam, loaded with its frame (nothing in English). */
const consoleTranslations: TTranslationsLoader = async () => (await import('./lib/console-ml')).messages;

export const consoleRoutes: RouteObject = {
  path: '/admin',
  lazy: lazyPage(
    async () => (await Promise.all([import('./layout/admin-layout'), addTranslations(consoleTranslations)]))[0],
    (m) => m.AdminLayout,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./features/dashboard/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: 'papers',
      lazy: lazyPage(
        () => import('./features/papers/admin-papers-page'),
        (m) => m.AdminPapersPage,
      ),
    },
    {
      path: 'doubts',
      lazy: lazyPage(
        () => import('./features/doubts/doubt-queue-page'),
        (m) => m.DoubtQueuePage,
      ),
    },
    {
      path: 'doubts/:doubtId',
      lazy: lazyPage(
        () => import('./features/doubts/doubt-answer-page'),
        (m) => m.DoubtAnswerPage,
      ),
    },
    {
      path: 'data-requests',
      lazy: lazyPage(
        () => import('./features/data-requests/data-requests-page'),
        (m) => m.DataRequestsPage,
      ),
    },
    {
      path: 'data-requests/grievances/:grievanceId',
      lazy: lazyPage(
        () => import('./features/data-requests/grievance-page'),
        (m) => m.GrievancePage,
      ),
    },
    {
      path: 'data-requests/exports',
      lazy: lazyPage(
        () => import('./features/data-requests/data-exports-page'),
        (m) => m.DataExportsPage,
      ),
    },
    {
      path: 'data-requests/erasures',
      lazy: lazyPage(
        () => import('./features/data-requests/erasures-page'),
        (m) => m.ErasuresPage,
      ),
    },
    {
      path: 'data-requests/parental-consents',
      lazy: lazyPage(
        () => import('./features/data-requests/parental-consents-page'),
        (m) => m.ParentalConsentsPage,
      ),
    },
    {
      path: 'feedback',
      lazy: lazyPage(
        () => import('./features/feedback/feedback-inbox-page'),
        (m) => m.FeedbackInboxPage,
      ),
    },
    {
      path: 'announcements',
      lazy: lazyPage(
        () => import('./features/announcements/announcements-page'),
        (m) => m.AnnouncementsPage,
      ),
    },
    {
      path: 'orders',
      lazy: lazyPage(
        () => import('./features/orders/admin-orders-page'),
        (m) => m.AdminOrdersPage,
      ),
    },
    {
      path: 'sales',
      lazy: lazyPage(
        () => import('./features/sales/sales-report-page'),
        (m) => m.SalesReportPage,
      ),
    },
    {
      path: 'papers/new',
      lazy: lazyPage(
        () => import('./features/papers/paper-editor-page'),
        (m) => m.NewPaperPage,
      ),
    },
    {
      path: 'papers/:paperId',
      lazy: lazyPage(
        () => import('./features/papers/paper-editor-page'),
        (m) => m.PaperEditorPage,
      ),
    },
    {
      path: 'modules/:moduleId',
      lazy: lazyPage(
        () => import('./features/modules/module-editor-page'),
        (m) => m.ModuleEditorPage,
      ),
    },
    {
      path: 'modules/:moduleId/questions/:category',
      lazy: lazyPage(
        () => import('./features/questions/question-bank-page'),
        (m) => m.QuestionBankPage,
      ),
    },
    {
      path: 'modules/:moduleId/tests/:category/report',
      lazy: lazyPage(
        () => import('./features/test-report/test-report-page'),
        (m) => m.TestReportPage,
      ),
    },
    {
      path: 'people',
      lazy: lazyPage(
        () => import('./features/people/people-page'),
        (m) => m.PeoplePage,
      ),
    },
    {
      path: 'people/:userId',
      lazy: lazyPage(
        () => import('./features/people/person-page'),
        (m) => m.PersonPage,
      ),
    },
    {
      path: 'classes',
      lazy: lazyPage(
        () => import('./features/reports/class-report-page'),
        (m) => m.ClassReportPage,
      ),
    },
    {
      path: 'reference-data',
      lazy: lazyPage(
        () => import('./features/reference/reference-data-page'),
        (m) => m.ReferenceDataPage,
      ),
    },
    {
      path: 'enrollments/import',
      lazy: lazyPage(
        () => import('./features/people/import-enrollments-page'),
        (m) => m.ImportEnrollmentsPage,
      ),
    },
    {
      path: 'delivery-failures',
      lazy: lazyPage(
        () => import('./features/delivery-failures/delivery-failures-page'),
        (m) => m.DeliveryFailuresPage,
      ),
    },
    {
      path: 'audit-log',
      lazy: lazyPage(
        () => import('./features/audit/audit-log-page'),
        (m) => m.AuditLogPage,
      ),
    },
  ],
};
