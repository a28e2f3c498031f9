/**
 * Every migration, named by its ISO timestamp so the order is the name order.
 * Listed explicitly (not read from disk) so the same list runs under tsx, Vitest and the built server.
 */
import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-00_initial.js';
import * as leaderboardTotals from './2026-11-21T12-00-00_leaderboard-totals.js';
import * as rateLimitWindows from './2026-11-21T20-00-00_rate-limit-windows.js';
import * as enrollmentGrants from './2026-11-22T00-00-00_enrollment-grants.js';
import * as catalogueVersion from './2026-11-25T00-00-00_catalogue-version.js';
import * as staffConsole from './2026-11-25T12-00-00_staff-console.js';
import * as collegeLinks from './2026-11-25T18-00-00_college-links.js';
import * as cartLines from './2026-11-25T21-00-00_cart-lines.js';
import * as orders from './2026-11-26T00-00-00_orders.js';
import * as announcements from './2026-11-26T06-00-00_announcements.js';
import * as feedbackInbox from './2026-11-26T12-00-00_feedback-inbox.js';
import * as doubts from './2026-11-27T00-00-00_doubts.js';
import * as savedClasses from './2026-11-27T06-00-00_saved-classes.js';
import * as pushSubscriptions from './2026-11-27T12-00-00_push-subscriptions.js';
import * as testWindows from './2026-11-27T18-00-00_test-windows.js';
import * as questionRevisions from './2026-11-28T00-00-00_question-revisions.js';
import * as questionPictures from './2026-11-28T06-00-00_question-pictures.js';
import * as studyAssistant from './2026-11-28T12-00-00_study-assistant.js';
import * as noteSearchStorage from './2026-11-28T18-00-00_note-search-storage.js';
import * as noteVectorsUncompressed from './2026-11-29T00-00-00_note-vectors-uncompressed.js';
import * as ordersOwnedWhenPaid from './2026-11-29T06-00-00_orders-owned-when-paid.js';
import * as enrollmentGrantPerSource from './2026-11-29T12-00-00_enrollment-grant-per-source.js';
import * as orderPaymentMismatch from './2026-11-29T18-00-00_order-payment-mismatch.js';
import * as userEmailOptional from './2026-11-30T00-00-00_user-email-optional.js';
import * as moduleSummaryLine from './2026-11-30T09-30-00_module-summary-line.js';
import * as attemptPalette from './2026-12-01T00-00-00_attempt-palette.js';
import * as resultStandingIndexes from './2026-12-01T06-00-00_result-standing-indexes.js';
import * as practice from './2026-12-01T12-00-00_practice.js';
import * as attemptSeenOrder from './2026-12-02T00-00-00_attempt-seen-order.js';
import * as finishedAttemptsIndex from './2026-12-02T06-00-00_finished-attempts-index.js';
import * as attemptTimedOut from './2026-12-02T12-00-00_attempt-timed-out.js';
import * as deliveryFailures from './2026-12-02T13-00-00_delivery-failures.js';
import * as salesReportIndexes from './2026-12-02T14-00-00_sales-report-indexes.js';
import * as testReportAnswerCounts from './2026-12-02T15-00-00_test-report-answer-counts.js';
import * as userLanguage from './2026-12-02T16-00-00_user-language.js';
import * as noteStudy from './2026-12-03T00-00-00_note-study.js';
import * as annotationPictureGrace from './2026-12-03T06-00-00_annotation-picture-grace.js';
import * as accountErasure from './2026-12-04T02-00-00_account-erasure.js';
import * as codePurposes from './2026-12-04T00-00-00_code-purposes.js';
import * as consents from './2026-12-04T03-00-00_consents.js';
import * as dataExports from './2026-12-04T01-00-00_data-exports.js';
import * as grievancesAndRetention from './2026-12-04T04-00-00_grievances-and-retention.js';
import * as orderKeysOnPostgres from './2026-12-04T00-30-00_order-keys-on-postgres.js';
import * as emailCodes from './2026-12-05T01-00-00_email-codes.js';
import * as sessionDevices from './2026-12-05T02-00-00_session-devices.js';

export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-00_initial': initial,
  '2026-11-21T12-00-00_leaderboard-totals': leaderboardTotals,
  '2026-11-21T20-00-00_rate-limit-windows': rateLimitWindows,
  '2026-11-22T00-00-00_enrollment-grants': enrollmentGrants,
  '2026-11-25T00-00-00_catalogue-version': catalogueVersion,
  '2026-11-25T12-00-00_staff-console': staffConsole,
  '2026-11-25T18-00-00_college-links': collegeLinks,
  '2026-11-25T21-00-00_cart-lines': cartLines,
  '2026-11-26T00-00-00_orders': orders,
  '2026-11-26T06-00-00_announcements': announcements,
  '2026-11-26T12-00-00_feedback-inbox': feedbackInbox,
  '2026-11-27T00-00-00_doubts': doubts,
  '2026-11-27T06-00-00_saved-classes': savedClasses,
  '2026-11-27T12-00-00_push-subscriptions': pushSubscriptions,
  '2026-11-27T18-00-00_test-windows': testWindows,
  '2026-11-28T00-00-00_question-revisions': questionRevisions,
  '2026-11-28T06-00-00_question-pictures': questionPictures,
  '2026-11-28T12-00-00_study-assistant': studyAssistant,
  '2026-11-28T18-00-00_note-search-storage': noteSearchStorage,
  '2026-11-29T00-00-00_note-vectors-uncompressed': noteVectorsUncompressed,
  '2026-11-29T06-00-00_orders-owned-when-paid': ordersOwnedWhenPaid,
  '2026-11-29T12-00-00_enrollment-grant-per-source': enrollmentGrantPerSource,
  '2026-11-29T18-00-00_order-payment-mismatch': orderPaymentMismatch,
  '2026-11-30T00-00-00_user-email-optional': userEmailOptional,
  '2026-11-30T09-30-00_module-summary-line': moduleSummaryLine,
  '2026-12-01T00-00-00_attempt-palette': attemptPalette,
  '2026-12-01T06-00-00_result-standing-indexes': resultStandingIndexes,
  '2026-12-01T12-00-00_practice': practice,
  '2026-12-02T00-00-00_attempt-seen-order': attemptSeenOrder,
  '2026-12-02T06-00-00_finished-attempts-index': finishedAttemptsIndex,
  '2026-12-02T12-00-00_attempt-timed-out': attemptTimedOut,
  '2026-12-02T13-00-00_delivery-failures': deliveryFailures,
  '2026-12-02T14-00-00_sales-report-indexes': salesReportIndexes,
  '2026-12-02T15-00-00_test-report-answer-counts': testReportAnswerCounts,
  '2026-12-02T16-00-00_user-language': userLanguage,
  '2026-12-03T00-00-00_note-study': noteStudy,
  '2026-12-03T06-00-00_annotation-picture-grace': annotationPictureGrace,
  '2026-12-04T00-00-00_code-purposes': codePurposes,
  '2026-12-04T00-30-00_order-keys-on-postgres': orderKeysOnPostgres,
  '2026-12-04T01-00-00_data-exports': dataExports,
  '2026-12-04T02-00-00_account-erasure': accountErasure,
  '2026-12-04T03-00-00_consents': consents,
  '2026-12-04T04-00-00_grievances-and-retention': grievancesAndRetention,
  '2026-12-05T01-00-00_email-codes': emailCodes,
  '2026-12-05T02-00-00_session-devices': sessionDevices,
};
