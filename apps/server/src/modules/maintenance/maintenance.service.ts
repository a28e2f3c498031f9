/**
 * Housekeeping that no request does: rows past their life are deleted so the tables that
 * every login and signed-in request reads stay the size of what is live, and stamp pictures no
 * annotation has used for a day leave storage; inactive students are warned and handed to erasure and
 * old log rows deleted (retention.service.ts). Each module deletes its own rows (through its
 * repository, in bounded batches); this only runs them in turn.
 */
import type { OtpService } from '../auth/otp.service.js';
import type { SessionService } from '../auth/session.service.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import type { NoteAnnotationService } from '../learning/note-annotation.service.js';
import type { RateLimitPurge } from '../rate-limits/rate-limit.service.js';
import type { RetentionService, RetentionSummary } from '../retention/retention.service.js';

export interface MaintenanceServiceDependencies {
  sessions: Pick<SessionService, 'purgeEndedSessions'>;
  otp: Pick<OtpService, 'purgeOldChallenges'>;
  rateLimits: RateLimitPurge;
  deliveryFailures: Pick<DeliveryFailureService, 'purgeOld'>;
  noteAnnotations: Pick<NoteAnnotationService, 'purgeUnusedPictures'>;
  retention: Pick<RetentionService, 'recordActivity' | 'sweepInactive' | 'purgeOldLogs'>;
}

export interface PurgeSummary extends RetentionSummary {
  sessions: number;
  otpChallenges: number;
  rateLimitWindows: number;
  deliveryFailures: number;
  annotationPictures: number;
}

export function createMaintenanceService({
  sessions,
  otp,
  rateLimits,
  deliveryFailures,
  noteAnnotations,
  retention,
}: MaintenanceServiceDependencies) {
  async function purgeExpired(batchSize?: number): Promise<PurgeSummary> {
    // Before the sessions go: their last activity is what keeps an account from the inactive sweep.
    await retention.recordActivity();
    return {
      sessions: await sessions.purgeEndedSessions(batchSize),
      otpChallenges: await otp.purgeOldChallenges(batchSize),
      rateLimitWindows: await rateLimits.purgeEndedWindows(batchSize),
      deliveryFailures: await deliveryFailures.purgeOld(batchSize),
      annotationPictures: await noteAnnotations.purgeUnusedPictures(batchSize),
      ...(await retention.sweepInactive(batchSize)),
      ...(await retention.purgeOldLogs(batchSize)),
    };
  }
  return { purgeExpired };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
