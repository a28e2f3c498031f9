/**
 * The console's home: today's numbers, each the total of the list it links to. "Today" is
 * India's day by the app's clock (IST), whatever the machine's time zone. A number whose list
 * a role may not read (the failed deliveries, admins only) is null for that role.
 */
import { DASHBOARD_TEST_LIMIT, type TAdminDashboard } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { epochMsOrNull } from '../../lib/epoch-ms.js';
import { DAY_MS, indiaDate, indiaDayStart } from '../../lib/india-time.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import {
  countOpenDoubts,
  countOrdersAwaitingPayment,
  countStudentsJoined,
  countTestsInWindow,
  findTestsInWindow,
} from './dashboard.repository.js';

export function createDashboardService({
  db,
  clock,
  deliveryFailures,
}: {
  db: Kysely<Database>;
  clock: Clock;
  deliveryFailures: Pick<DeliveryFailureService, 'countBetween'>;
}) {
  async function today(role: Exclude<UserRole, 'student'>): Promise<TAdminDashboard> {
    const now = clock();
    const dayStart = indiaDayStart(now);
    const dayEnd = dayStart + DAY_MS;
    const [newStudents, ordersAwaitingPayment, doubtsWaiting, testTotal, tests, failedDeliveries] = await Promise.all([
      countStudentsJoined(db, dayStart, dayEnd),
      countOrdersAwaitingPayment(db),
      countOpenDoubts(db),
      countTestsInWindow(db, now),
      findTestsInWindow(db, now, DASHBOARD_TEST_LIMIT),
      role === 'admin' ? deliveryFailures.countBetween(dayStart, dayEnd) : null,
    ]);
    return {
      today: indiaDate(now),
      newStudents,
      ordersAwaitingPayment,
      doubtsWaiting,
      testsInWindow: {
        total: testTotal,
        items: tests.map((test) => ({
          ...test,
          opensAt: epochMsOrNull(test.opensAt),
          closesAt: epochMsOrNull(test.closesAt),
        })),
      },
      failedDeliveries,
    };
  }

  return { today };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
