/**
 * The console's home: today's numbers, each backed by a list it links to, and the failed
 * deliveries (SMS login codes, web pushes) behind one of them. "Today" is India's day (IST).
 */
import { z } from 'zod';
import { ZIndiaDate } from './india-date.js';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { ZQuizCategory } from './mock-tests.js';

/** An India date, '2026-11-27'. Whether it exists (no 30 February) the server checks. */
export const ZDashboardTest = z.object({
  id: ZId,
  moduleId: ZId,
  paperTitle: z.string(),
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  category: ZQuizCategory,
  title: z.string(),
  /** The window's ends; null leaves that side open. */
  opensAt: z.number().nullable(),
  closesAt: z.number().nullable(),
});
export type TDashboardTest = z.infer<typeof ZDashboardTest>;

/** How many tests the home lists by name; `total` counts them all. */
export const DASHBOARD_TEST_LIMIT = 20;

export const ZAdminDashboard = z.object({
  /** India's date of today, by the server's clock; the new students are those who joined on it. */
  today: ZIndiaDate,
  /** Students whose account was made today (IST). */
  newStudents: z.number().int().nonnegative(),
  /** Orders waiting for their money, whenever they were placed. */
  ordersAwaitingPayment: z.number().int().nonnegative(),
  /** Doubts whose student waits for a tutor's answer (status open). */
  doubtsWaiting: z.number().int().nonnegative(),
  /** Tests with a window (either end set) that is open now, soonest to close first. */
  testsInWindow: z.object({ total: z.number().int().nonnegative(), items: z.array(ZDashboardTest) }),
  /** SMS and pushes that failed today (IST); null for a role that does not read that list (teachers). */
  failedDeliveries: z.number().int().nonnegative().nullable(),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

export const DELIVERY_CHANNELS = ['sms', 'push'] as const;
export const ZDeliveryChannel = z.enum(DELIVERY_CHANNELS, { error: `must be one of ${DELIVERY_CHANNELS.join(', ')}` });
export type TDeliveryChannel = z.infer<typeof ZDeliveryChannel>;

export const ZDeliveryFailureQuery = ZPageQuery.extend({
  channel: ZDeliveryChannel.optional(),
  /** Failures from this India date on. */
  since: ZIndiaDate.optional(),
});
export type TDeliveryFailureQuery = z.input<typeof ZDeliveryFailureQuery>;
export type TDeliveryFailureQueryValues = z.output<typeof ZDeliveryFailureQuery>;

export const ZDeliveryFailure = z.object({
  id: ZId,
  channel: ZDeliveryChannel,
  userId: ZId.nullable(),
  userName: z.string().nullable(),
  /** A masked phone, or the push service's host. */
  recipient: z.string(),
  reason: z.string(),
  createdAt: z.number(),
});
export type TDeliveryFailure = z.infer<typeof ZDeliveryFailure>;

export const ZDeliveryFailurePage = ZPage(ZDeliveryFailure);
export type TDeliveryFailurePage = z.infer<typeof ZDeliveryFailurePage>;
