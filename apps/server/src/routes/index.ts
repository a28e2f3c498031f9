/** Every API area, mounted under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationRoutes } from './announcements/notification.routes.js';
import { staffAnnouncementRoutes } from './announcements/staff-announcements.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { staffAuditRoutes } from './audit/staff-audit.routes.js';
import { cartRoutes } from './commerce/cart.routes.js';
import { orderRoutes } from './commerce/order.routes.js';
import { razorpayWebhookRoutes } from './commerce/razorpay-webhook.routes.js';
import { staffOrderRoutes } from './commerce/staff-orders.routes.js';
import { staffSalesRoutes } from './commerce/staff-sales.routes.js';
import { assistantRoutes } from './assistant/assistant.routes.js';
import { doubtRoutes } from './doubts/doubt.routes.js';
import { staffDoubtRoutes } from './doubts/staff-doubts.routes.js';
import { staffDashboardRoutes } from './dashboard/staff-dashboard.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { staffFeedbackRoutes } from './feedback/staff-feedback.routes.js';
import { grievanceRoutes } from './grievances/grievance.routes.js';
import { staffGrievanceRoutes } from './grievances/staff-grievances.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { learningRoutes } from './learning/learning.routes.js';
import { materialFileRoutes } from './learning/material-files.routes.js';
import { noteStudyRoutes } from './learning/note-study.routes.js';
import { savedRoutes } from './learning/saved.routes.js';
import { meRoutes } from './me/me.routes.js';
import { signedInDeviceRoutes } from './me/signed-in-devices.routes.js';
import { mockTestRoutes } from './mock-tests/mock-test.routes.js';
import { practiceRoutes } from './practice/practice.routes.js';
import { erasureRoutes } from './privacy/erasure.routes.js';
import { phoneChangeRoutes } from './privacy/phone-change.routes.js';
import { emailChangeRoutes } from './privacy/email-change.routes.js';
import { paperRoutes } from './papers/paper.routes.js';
import { staffModuleRoutes } from './papers/staff-modules.routes.js';
import { staffPaperRoutes } from './papers/staff-papers.routes.js';
import { pictureRoutes } from './pictures/picture.routes.js';
import { dataExportRoutes } from './privacy/data-export.routes.js';
import { privacyRoutes } from './privacy/privacy.routes.js';
import { consentRoutes } from './privacy/consent.routes.js';
import { staffPrivacySettingsRoutes } from './privacy/staff-privacy-settings.routes.js';
import { staffRequestRoutes } from './privacy/staff-requests.routes.js';
import { pushRoutes } from './push/push.routes.js';
import { staffQuestionRoutes } from './question-bank/staff-questions.routes.js';
import { staffTestReportRoutes } from './question-bank/staff-test-report.routes.js';
import { staffTestRoutes } from './question-bank/staff-tests.routes.js';
import { staffClassReportRoutes } from './reports/staff-class-report.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import { staffReferenceRoutes } from './reference/staff-reference.routes.js';
import type { RouteOptions } from './route-options.js';
import { staffPeopleRoutes } from './users/staff-people.routes.js';

export const apiRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  for (const routes of [
    healthRoutes,
    referenceRoutes,
    authRoutes,
    meRoutes,
    signedInDeviceRoutes,
    privacyRoutes,
    erasureRoutes,
    phoneChangeRoutes,
    emailChangeRoutes,
    paperRoutes,
    learningRoutes,
    materialFileRoutes,
    noteStudyRoutes,
    savedRoutes,
    mockTestRoutes,
    practiceRoutes,
    notificationRoutes,
    feedbackRoutes,
    doubtRoutes,
    grievanceRoutes,
    assistantRoutes,
    pushRoutes,
    consentRoutes,
    cartRoutes,
    orderRoutes,
    razorpayWebhookRoutes,
    pictureRoutes,
    dataExportRoutes,
    staffPaperRoutes,
    staffModuleRoutes,
    staffPeopleRoutes,
    staffClassReportRoutes,
    staffAuditRoutes,
    staffReferenceRoutes,
    staffOrderRoutes,
    staffSalesRoutes,
    staffAnnouncementRoutes,
    staffFeedbackRoutes,
    staffDoubtRoutes,
    staffGrievanceRoutes,
    staffTestRoutes,
    staffTestReportRoutes,
    staffQuestionRoutes,
    staffDashboardRoutes,
    staffPrivacySettingsRoutes,
    staffRequestRoutes,
  ]) {
    await app.register(routes, { services });
  }
};
