/**
 * Housekeeping that no request does: rows past their life are deleted so the tables that
 * every login and signed-in request reads stay the size of what is live. Each module deletes
 * its own rows (through its repository, in bounded batches); this only runs them in turn.
 */
import type { OtpService } from '../auth/otp.service.js';
import type { SessionService } from '../auth/session.service.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import type { RateLimitPurge } from '../rate-limits/rate-limit.service.js';

export interface MaintenanceServiceDependencies {
  sessions: Pick<SessionService, 'purgeEndedSessions'>;
  otp: Pick<OtpService, 'purgeOldChallenges'>;
  rateLimits: RateLimitPurge;
  deliveryFailures: Pick<DeliveryFailureService, 'purgeOld'>;
}

export interface PurgeSummary {
  sessions: number;
  otpChallenges: number;
  rateLimitWindows: number;
  deliveryFailures: number;
}

export function createMaintenanceService({
  sessions,
  otp,
  rateLimits,
  deliveryFailures,
}: MaintenanceServiceDependencies) {
  async function purgeExpired(batchSize?: number): Promise<PurgeSummary> {
    return {
      sessions: await sessions.purgeEndedSessions(batchSize),
      otpChallenges: await otp.purgeOldChallenges(batchSize),
      rateLimitWindows: await rateLimits.purgeEndedWindows(batchSize),
      deliveryFailures: await deliveryFailures.purgeOld(batchSize),
    };
  }
  return { purgeExpired };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
