/**
 * "Signed-in devices": a student sees their live sessions (each with its device label and dates,
 * the one asking marked) and signs one out, or every other one. Each sign-out is revoked and
 * written to the audit log in one transaction; another student's session, an unknown id and an
 * ended session are the same 404, so ids reveal nothing.
 */
import type { Kysely } from 'kysely';
import type { TSignedInDeviceList } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionService } from './session.service.js';

export interface SignedInDeviceDependencies {
  db: Kysely<Database>;
  sessions: Pick<SessionService, 'liveSessionsOf' | 'endLiveSessionOf' | 'endSessionsOfUser'>;
  audit: Pick<AuditService, 'recordIn'>;
}

const noSuchSession = () =>
  notFound({
    en: 'This device is not signed in to your account.',
    ml: 'ഈ ഉപകരണം നിങ്ങളുടെ അക്കൗണ്ടിൽ സൈൻ ഇൻ ചെയ്തിട്ടില്ല.',
  });

export function createSignedInDeviceService({ db, sessions, audit }: SignedInDeviceDependencies) {
  async function list(userId: number, currentSessionId: number): Promise<TSignedInDeviceList> {
    const live = await sessions.liveSessionsOf(userId);
    return {
      sessions: live.map((session) => ({
        id: session.id,
        device: session.device,
        signedInAt: Number(session.createdAt),
        lastActiveAt: Number(session.lastSeenAt),
        current: session.id === currentSessionId,
      })),
    };
  }

  /** Signs out one of the student's own live sessions (the current one too, like logging out). */
  async function signOut(userId: number, sessionId: number): Promise<void> {
    const ended = await db.transaction().execute(async (trx) => {
      const session = await sessions.endLiveSessionOf(trx, userId, sessionId);
      if (!session) return false;
      await audit.recordIn(trx, {
        actorUserId: userId,
        action: 'session.sign_out',
        entityType: 'session',
        entityId: sessionId,
        after: { device: session.device },
      });
      return true;
    });
    if (!ended) throw noSuchSession();
  }

  /** Signs out every live session of the student but the one asking; returns how many ended. */
  async function signOutOthers(userId: number, currentSessionId: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const ended = await sessions.endSessionsOfUser(trx, userId, currentSessionId);
      for (const sessionId of ended) {
        await audit.recordIn(trx, {
          actorUserId: userId,
          action: 'session.sign_out',
          entityType: 'session',
          entityId: sessionId,
          after: { others: true },
        });
      }
      return ended.length;
    });
  }

  return { list, signOut, signOutOthers };
}

export type SignedInDeviceService = ReturnType<typeof createSignedInDeviceService>;
