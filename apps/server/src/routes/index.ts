/** Every API area, mounted under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnnouncementRoutes } from './admin/admin-announcements.routes.js';
import { adminAuditRoutes } from './admin/admin-audit.routes.js';
import { adminDoubtRoutes } from './admin/admin-doubts.routes.js';
import { adminFeedbackRoutes } from './admin/admin-feedback.routes.js';
import { adminModuleRoutes } from './admin/admin-modules.routes.js';
import { adminOrderRoutes } from './admin/admin-orders.routes.js';
import { adminPaperRoutes } from './admin/admin-papers.routes.js';
import { adminPeopleRoutes } from './admin/admin-people.routes.js';
import { adminReferenceRoutes } from './admin/admin-reference.routes.js';
import { adminTestRoutes } from './admin/admin-tests.routes.js';
import { adminQuestionRoutes } from './admin/admin-questions.routes.js';
import { notificationRoutes } from './announcements/notification.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { cartRoutes } from './commerce/cart.routes.js';
import { orderRoutes } from './commerce/order.routes.js';
import { razorpayWebhookRoutes } from './commerce/razorpay-webhook.routes.js';
import { assistantRoutes } from './assistant/assistant.routes.js';
import { doubtRoutes } from './doubts/doubt.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { learningRoutes } from './learning/learning.routes.js';
import { materialFileRoutes } from './learning/material-files.routes.js';
import { savedRoutes } from './learning/saved.routes.js';
import { meRoutes } from './me/me.routes.js';
import { mockTestRoutes } from './mock-tests/mock-test.routes.js';
import { paperRoutes } from './papers/paper.routes.js';
import { pictureRoutes } from './pictures/picture.routes.js';
import { pushRoutes } from './push/push.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import type { RouteOptions } from './route-options.js';

export const apiRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  for (const routes of [
    healthRoutes,
    referenceRoutes,
    authRoutes,
    meRoutes,
    paperRoutes,
    learningRoutes,
    materialFileRoutes,
    savedRoutes,
    mockTestRoutes,
    notificationRoutes,
    feedbackRoutes,
    doubtRoutes,
    assistantRoutes,
    pushRoutes,
    cartRoutes,
    orderRoutes,
    razorpayWebhookRoutes,
    pictureRoutes,
    adminPaperRoutes,
    adminModuleRoutes,
    adminPeopleRoutes,
    adminAuditRoutes,
    adminReferenceRoutes,
    adminOrderRoutes,
    adminAnnouncementRoutes,
    adminFeedbackRoutes,
    adminDoubtRoutes,
    adminTestRoutes,
    adminQuestionRoutes,
  ]) {
    await app.register(routes, { services });
  }
};
