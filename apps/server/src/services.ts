/**
 * The composition root of the domain: every service is a factory taking what it depends
 * on, built once here per app. Factories, not free functions taking `db`, because several
 * services hold state that must live exactly as long as the app (the session cache, quiz
 * and leaderboard caches, the attempt facts) and because a service's dependencies (the
 * clock, storage, the SMS sender, other services) are then named in one place and swapped
 * in tests without reaching into modules. Routes receive these; they never see a repository.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { GRIEVANCES_PER_DAY, type TDatabaseKind } from '@padanam/contract';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { createRazorpayGateway, type PaymentGateway } from './integrations/payments/razorpay-gateway.js';
import type { MailSender } from './integrations/mail/mail-sender.js';
import type { SmsSender } from './integrations/sms/sms-sender.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { Clock } from './lib/clock.js';
import { DAY_MS } from './lib/india-time.js';
import { createAnnouncementAdminService } from './modules/announcements/announcement-admin.service.js';
import { createNotificationService } from './modules/announcements/notification.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createDoubtQueueService } from './modules/doubts/doubt-queue.service.js';
import { createDeliveryFailureService } from './modules/delivery-failures/delivery-failure.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createPushService } from './modules/push/push.service.js';
import { createConsentService } from './modules/privacy/consent.service.js';
import { createTestSettingsService } from './modules/question-bank/test-settings.service.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import { createNoteTextService } from './modules/assistant/note-text.service.js';
import { createQuestionBankService } from './modules/question-bank/question-bank.service.js';
import { createQuestionImportService } from './modules/question-bank/question-import.service.js';
import { createWebPushSender } from './integrations/push/web-push-sender.js';
import { createPdfTextReader } from './integrations/pdf/pdf-text-reader.js';
import { createDoubtService } from './modules/doubts/doubt.service.js';
import { createGrievanceService } from './modules/grievances/grievance.service.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createOtpService } from './modules/auth/otp.service.js';
import { createVerificationCodeService, SEND_WINDOW_MS } from './modules/auth/verification-codes.service.js';
import { createCartService } from './modules/commerce/cart.service.js';
import { createEnrollmentGrantService } from './modules/enrollments/enrollment-grant.service.js';
import { createEnrollmentImportService } from './modules/enrollments/enrollment-import.service.js';
import { createCheckoutService } from './modules/commerce/checkout.service.js';
import { createOrderAdminService } from './modules/commerce/order-admin.service.js';
import { createSalesReportService } from './modules/commerce/sales-report.service.js';
import { createOrderSettlement } from './modules/commerce/order-settlement.js';
import { createOrderService } from './modules/commerce/order.service.js';
import { createRazorpayPaymentService } from './modules/commerce/razorpay-payment.service.js';
import { createSignedInDeviceService } from './modules/auth/signed-in-devices.service.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createHealthService } from './modules/health/health.service.js';
import { createMaintenanceService } from './modules/maintenance/maintenance.service.js';
import { createMetricsService, type DatabasePoolCounts } from './modules/metrics/metrics.service.js';
import { createRetentionService } from './modules/retention/retention.service.js';
import { createPrivacyNoticeService } from './modules/privacy/privacy-notice.service.js';
import { createAccessService } from './modules/learning/access.service.js';
import { createContentService } from './modules/learning/content.service.js';
import { createEnrollmentService } from './modules/learning/enrollment.service.js';
import { createMaterialService } from './modules/learning/material.service.js';
import { createNoteAnnotationService } from './modules/learning/note-annotation.service.js';
import { createNoteReadingService } from './modules/learning/note-reading.service.js';
import { createProgressService } from './modules/learning/progress.service.js';
import { createSavedService } from './modules/learning/saved.service.js';
import { createAttemptService } from './modules/mock-tests/attempt.service.js';
import { createTestReportService } from './modules/mock-tests/test-report.service.js';
import { createLeaderboardService } from './modules/mock-tests/leaderboard.service.js';
import { createPracticeService } from './modules/mock-tests/practice.service.js';
import { createCatalogueVersionService } from './modules/papers/catalogue-version.service.js';
import { createCatalogueWriter } from './modules/papers/catalogue-writer.js';
import { createMaterialEditorService } from './modules/papers/material-editor.service.js';
import { createModuleEditorService } from './modules/papers/module-editor.service.js';
import { createPaperService } from './modules/papers/paper.service.js';
import { createPaperEditorService } from './modules/papers/paper-editor.service.js';
import { createFixedWindowLimiter, createRateLimitPurge } from './modules/rate-limits/rate-limit.service.js';
import { createReferenceEditorService } from './modules/reference/reference-editor.service.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { createUploadService } from './modules/uploads/upload.service.js';
import { createPeopleService } from './modules/users/people.service.js';
import { createDataExportRequestLimiter, createDataExportService } from './modules/privacy/data-export.service.js';
import { createClassReportService } from './modules/reports/class-report.service.js';
import { createUserService } from './modules/users/user.service.js';
import { createErasureService } from './modules/privacy/erasure.service.js';
import { createStaffRequestService } from './modules/privacy/staff-requests.service.js';
import { createPhoneChangeService } from './modules/privacy/phone-change.service.js';
import { createEmailChangeService } from './modules/privacy/email-change.service.js';

export interface ServiceDependencies {
  db: Kysely<Database>;
  dbKind: TDatabaseKind;
  clock: Clock;
  storage: FileStorage;
  sms: SmsSender;
  mail: MailSender;
  config: Pick<
    Config,
    | 'authSecret'
    | 'review'
    | 'otpIpSendLimit'
    | 'signupAddressLimit'
    | 'privacyContact'
    | 'uploadLimits'
    | 'commerce'
    | 'push'
    | 'privacy'
    | 'erasureGraceDays'
    | 'metricsToken'
  >;
  log: FastifyBaseLogger;
  /** PostgreSQL's pool, whose counts GET /metrics reports; none on SQLite. */
  databasePool?: DatabasePoolCounts | undefined;
  /** Razorpay's API; by default the configured one (tests may hand in their own). */
  paymentGateway?: PaymentGateway;
}

export function createServices({
  db,
  dbKind,
  clock,
  storage,
  sms,
  mail,
  config,
  log,
  paymentGateway,
  databasePool,
}: ServiceDependencies) {
  const metrics = createMetricsService({ db, dbKind, clock, databasePool, enabled: config.metricsToken !== null });
  const health = createHealthService({ db, dbKind });
  const reference = createReferenceService({ db });
  const sessions = createSessionService({ db, clock });
  const deliveryFailures = metrics.countingDeliveryFailures(createDeliveryFailureService({ db, clock }));
  const privacyNotice = createPrivacyNoticeService({ contact: config.privacyContact });
  const verificationCodes = createVerificationCodeService({
    db,
    clock,
    sms,
    mail,
    secret: config.authSecret,
    ipSendLimiter: createFixedWindowLimiter({
      db,
      name: 'otp-send-address',
      limit: config.otpIpSendLimit,
      windowMs: SEND_WINDOW_MS,
    }),
    failures: deliveryFailures,
  });
  const leaderboard = createLeaderboardService({ db, clock });
  const audit = createAuditService({ db, clock });
  const consents = createConsentService({ db, clock, audit, leaderboard, codes: verificationCodes });
  const users = createUserService({
    db,
    clock,
    reference,
    consents,
    codes: verificationCodes,
    signupsPerAddress: config.signupAddressLimit,
  });
  const erasure = createErasureService({
    db,
    clock,
    storage,
    sessions,
    users,
    codes: verificationCodes,
    graceDays: config.erasureGraceDays,
    log,
  });
  const otp = createOtpService({
    db,
    clock,
    users,
    sessions,
    codes: verificationCodes,
    review: config.review,
    // A login during an erasure's grace period cancels it.
    cancelErasure: erasure.cancelOnLogin,
  });
  const papers = createPaperService({ db, clock });
  const catalogueVersion = createCatalogueVersionService({ db, clock });
  const access = createAccessService({ db });
  const content = createContentService({ db, papers, access });
  const materials = createMaterialService({ db, storage, access });
  const progress = createProgressService({ db, clock, access });
  const saved = createSavedService({ db, clock });
  const enrollments = createEnrollmentService({ db, papers });
  const attempts = createAttemptService({
    db,
    clock,
    isPostgres: dbKind === 'postgres',
    access,
    onGraded: leaderboard.forgetTops,
  });
  const practice = createPracticeService({ db, clock, access });
  const uploads = createUploadService({ db, clock, storage, limits: config.uploadLimits });
  const noteReading = createNoteReadingService({ db, clock, access });
  const noteAnnotations = createNoteAnnotationService({ db, clock, access, uploads, storage });
  const staffCatalogue = {
    db,
    clock,
    audit,
    uploads,
    write: createCatalogueWriter({ db, onCatalogueChanged: catalogueVersion.forget }),
  };
  const paperEditor = createPaperEditorService(staffCatalogue);
  const moduleEditor = createModuleEditorService(staffCatalogue);
  const materialEditor = createMaterialEditorService(staffCatalogue);
  const enrollmentGrants = createEnrollmentGrantService({ clock });
  const people = createPeopleService({ db, clock, audit, grants: enrollmentGrants, attempts });
  const classReport = createClassReportService({ db });
  const enrollmentImport = createEnrollmentImportService({ db, audit, grants: enrollmentGrants });
  const referenceEditor = createReferenceEditorService({ db, clock, audit });
  const cart = createCartService({ db, clock });
  const { commerce } = config;
  const checkout = createCheckoutService({ db, clock, commerce });
  const orders = createOrderService({ db, clock, commerce });
  const settlement = createOrderSettlement({ db, clock, audit, grants: enrollmentGrants });
  const razorpay = createRazorpayPaymentService({
    db,
    clock,
    razorpay: commerce.razorpay,
    gateway: paymentGateway ?? (commerce.razorpay ? createRazorpayGateway(commerce.razorpay) : null),
    orders,
    settlement,
    sellerName: commerce.seller.name,
    log,
  });
  const orderAdmin = createOrderAdminService({ db, clock, audit, settlement, razorpay });
  const salesReport = createSalesReportService({ db, clock, gst: commerce.gst });
  const notifications = createNotificationService({ db, clock });
  const announcementAdmin = createAnnouncementAdminService({ db, clock, audit });
  const feedback = createFeedbackService({ db, clock, audit, uploads, storage });
  const doubts = createDoubtService({ db, clock, access, attempts, uploads, storage });
  const doubtQueue = createDoubtQueueService({ db, clock, audit, notifications, attempts });
  const grievances = createGrievanceService({
    db,
    clock,
    audit,
    notifications,
    limiter: createFixedWindowLimiter({ db, name: 'grievance-file', limit: GRIEVANCES_PER_DAY, windowMs: DAY_MS }),
    responseDays: config.privacy.grievanceResponseDays,
  });
  const testSettings = createTestSettingsService({ db, audit });
  const testReports = createTestReportService({ db, clock });
  const questionBank = createQuestionBankService({ db, audit, uploads });
  const questionImport = createQuestionImportService({ db, audit, uploads });
  const push = createPushService({
    db,
    clock,
    config: config.push,
    send: config.push ? createWebPushSender(config.push) : null,
    failures: deliveryFailures,
    consents,
  });
  const noteText = createNoteTextService({ db, storage, pdfText: createPdfTextReader() });
  const assistant = createAssistantService({ db, clock, isPostgres: dbKind === 'postgres' });
  const dashboard = createDashboardService({ db, clock, deliveryFailures });
  const dataExports = createDataExportService({
    db,
    clock,
    storage,
    audit,
    requestLimiter: createDataExportRequestLimiter(db),
  });
  const retention = createRetentionService({
    db,
    clock,
    sms,
    failures: deliveryFailures,
    inactiveAccountDays: config.privacy.inactiveAccountDays,
    logRetentionDays: config.privacy.logRetentionDays,
    // An inactive account, told 48 hours before, is erased without a grace period.
    handOverToErasure: erasure.eraseWithoutGrace,
  });
  const staffRequests = createStaffRequestService({ db, clock, audit });
  const phoneChange = createPhoneChangeService({ users, codes: verificationCodes });
  const signedInDevices = createSignedInDeviceService({ db, sessions, audit });
  const emailChange = createEmailChangeService({ users, codes: verificationCodes, audit, mail, log });
  const maintenance = createMaintenanceService({
    sessions,
    otp,
    rateLimits: createRateLimitPurge({ db, clock }),
    deliveryFailures,
    noteAnnotations,
    retention,
  });

  return {
    health,
    reference,
    users,
    sessions,
    otp,
    verificationCodes,
    privacyNotice,
    deliveryFailures,
    papers,
    catalogueVersion,
    content,
    materials,
    progress,
    noteReading,
    noteAnnotations,
    saved,
    enrollments,
    leaderboard,
    attempts,
    practice,
    maintenance,
    retention,
    erasure,
    phoneChange,
    signedInDevices,
    emailChange,
    audit,
    uploads,
    paperEditor,
    moduleEditor,
    materialEditor,
    people,
    classReport,
    enrollmentImport,
    referenceEditor,
    cart,
    checkout,
    orders,
    razorpay,
    orderAdmin,
    salesReport,
    notifications,
    announcementAdmin,
    feedback,
    doubts,
    doubtQueue,
    grievances,
    push,
    consents,
    testSettings,
    testReports,
    questionBank,
    questionImport,
    noteText,
    assistant,
    dashboard,
    dataExports,
    staffRequests,
    metrics,
  };
}

export type Services = ReturnType<typeof createServices>;
