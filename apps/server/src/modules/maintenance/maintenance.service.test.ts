import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../integrations/storage/index.js';
import { createFakeClock } from '../../lib/clock.js';
import { FakeMailSender } from '../../test/fake-mail.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { insertStudent } from '../../test/accounts.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { deleteChallengesCreatedBefore } from '../auth/otp.repository.js';
import { CHALLENGE_RETENTION_MS, createOtpService } from '../auth/otp.service.js';
import { createVerificationCodeService } from '../auth/verification-codes.service.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashSessionToken } from '../auth/session-token.js';
import { deleteEndedSessions } from '../auth/session.repository.js';
import { createSessionService } from '../auth/session.service.js';
import {
  createDeliveryFailureService,
  DELIVERY_FAILURE_RETENTION_MS,
} from '../delivery-failures/delivery-failure.service.js';
import { createAccessService } from '../learning/access.service.js';
import { deleteImagesUnusedBeforeIn } from '../learning/note-annotation.repository.js';
import { createNoteAnnotationService, UNUSED_ANNOTATION_PICTURE_KEPT_MS } from '../learning/note-annotation.service.js';
import { createFixedWindowLimiter, createRateLimitPurge } from '../rate-limits/rate-limit.service.js';
import { createRetentionService } from '../retention/retention.service.js';
import { userServiceFor } from '../../test/consents.js';
import { createUploadService } from '../uploads/upload.service.js';
import { createMaintenanceService } from './maintenance.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

let database: TestDatabase;
let userId: number;
let noteId: number;
const clock = createFakeClock();
/** The accounts the retention sweep handed to erasure. */
const handedOver: number[] = [];
const storage = () => createFileStorage({ dataDir: database.dataDir, s3: null });

function build() {
  const { db } = database;
  const sessions = createSessionService({ db, clock });
  const deliveryFailures = createDeliveryFailureService({ db, clock });
  const otp = createOtpService({
    db,
    clock,
    users: userServiceFor(db, clock),
    sessions,
    codes: createVerificationCodeService({
      db,
      clock,
      sms: new FakeSmsSender(),
      mail: new FakeMailSender(),
      secret: 'x'.repeat(32),
      ipSendLimiter: createFixedWindowLimiter({ db, name: 'unused', limit: 1, windowMs: 1 }),
      failures: deliveryFailures,
    }),
    review: null,
    cancelErasure: async () => false,
  });
  const maintenance = createMaintenanceService({
    sessions,
    otp,
    rateLimits: createRateLimitPurge({ db, clock }),
    deliveryFailures,
    noteAnnotations: createNoteAnnotationService({
      db,
      clock,
      access: createAccessService({ db }),
      uploads: createUploadService({
        db,
        clock,
        storage: storage(),
        limits: { noteBytes: 1, audioBytes: 1, imageBytes: 1 },
      }),
      storage: storage(),
    }),
    retention: createRetentionService({
      db,
      clock,
      sms: new FakeSmsSender(),
      failures: deliveryFailures,
      inactiveAccountDays: 1095,
      logRetentionDays: 365,
      handOverToErasure: async (userId) => {
        handedOver.push(userId);
      },
    }),
  });
  return { sessions, maintenance };
}

async function insertSession(name: string, times: { createdAt: number; lastSeenAt?: number; revokedAt?: number }) {
  await database.db
    .insertInto('sessions')
    .values({
      userId,
      tokenHash: hashSessionToken(name),
      createdAt: times.createdAt,
      lastSeenAt: times.lastSeenAt ?? times.createdAt,
      expiresAt: times.createdAt + SESSION_ABSOLUTE_MS,
      revokedAt: times.revokedAt ?? null,
    })
    .execute();
}

async function insertChallenge(createdAt: number) {
  await database.db
    .insertInto('otpChallenges')
    .values({ countryCode: '+91', phone: '9876500001', codeHash: 'h', createdAt, expiresAt: createdAt + 5 * MINUTE_MS })
    .execute();
}

const sessionHashes = async () =>
  (await database.db.selectFrom('sessions').select('tokenHash').execute()).map((row) => row.tokenHash).sort();
const challengeTimes = async () =>
  (await database.db.selectFrom('otpChallenges').select('createdAt').orderBy('createdAt').execute()).map((row) =>
    Number(row.createdAt),
  );

/** A note to hang pictures on: a paper, its module, the note's file and the note. */
async function insertNote(): Promise<number> {
  const { db } = database;
  const { id: paperId } = await db
    .insertInto('papers')
    .values({
      type: 'Major',
      title: 'P',
      language: 'English',
      description: '',
      pricePaise: 100,
      rating: 4,
      imageUrl: null,
      createdAt: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: moduleId } = await db
    .insertInto('modules')
    .values({ paperId, number: 1, title: 'M', description: '', duration: null, isFreePreview: 1, thumbnailUrl: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: fileId } = await db
    .insertInto('storedFiles')
    .values({
      storageKey: 'notes/n.pdf',
      originalName: 'n.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      createdAt: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('notes')
    .values({ moduleId, title: 'N', description: '', fileId, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A stamp picture with its stored file and bytes, unused since then (null: an annotation uses it). */
async function insertPicture(name: string, unusedSince: number | null) {
  const { db } = database;
  const storageKey = `annotations/${name}.png`;
  await storage().put(storageKey, new TextEncoder().encode(name), 'image/png');
  const { id: fileId } = await db
    .insertInto('storedFiles')
    .values({ storageKey, originalName: 'p.png', contentType: 'image/png', sizeBytes: name.length, createdAt: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('noteAnnotationImages')
    .values({ userId, noteId, fileId, createdAt: 1, unusedSince })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (unusedSince === null)
    await db
      .insertInto('noteAnnotations')
      .values({
        userId,
        noteId,
        annotationId: `stamp-${name}`,
        fileId: 1,
        page: 1,
        kind: 'stamp',
        editor: '{}',
        imageId: id,
        createdAt: 1,
        updatedAt: 1,
      })
      .execute();
  return { id, storageKey };
}

const pictureNames = async () =>
  (
    await database.db
      .selectFrom('noteAnnotationImages')
      .innerJoin('storedFiles', 'storedFiles.id', 'noteAnnotationImages.fileId')
      .select('storedFiles.storageKey')
      .orderBy('storedFiles.storageKey')
      .execute()
  ).map((row) => row.storageKey.replace(/^annotations\/|\.png$/g, ''));

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await insertStudent(database.db)).id;
  noteId = await insertNote();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.deleteFrom('sessions').execute();
  await database.db.deleteFrom('otpChallenges').execute();
  await database.db.deleteFrom('rateLimitWindows').execute();
  await database.db.deleteFrom('deliveryFailures').execute();
  await database.db.deleteFrom('noteAnnotations').execute();
  await database.db.deleteFrom('noteAnnotationImages').execute();
  await database.db.deleteFrom('storedFiles').where('storageKey', 'like', 'annotations/%').execute();
});

describe('purging what is past its life', () => {
  it('deletes expired, idle and revoked sessions and keeps every live one usable', async () => {
    const { sessions, maintenance } = build();
    const now = clock();
    await insertSession('expired-after-30-days-of-use', { createdAt: now - 31 * DAY_MS, lastSeenAt: now - DAY_MS });
    await insertSession('idle-for-8-days', { createdAt: now - 10 * DAY_MS, lastSeenAt: now - 8 * DAY_MS });
    await insertSession('revoked-at-logout', { createdAt: now - DAY_MS, revokedAt: now - MINUTE_MS });
    await insertSession('live-idle-6-days', { createdAt: now - 20 * DAY_MS, lastSeenAt: now - 6 * DAY_MS });
    const liveToken = await sessions.startSession(userId);

    const purged = await maintenance.purgeExpired();

    expect(purged.sessions).toBe(3);
    expect(await sessionHashes()).toEqual([hashSessionToken('live-idle-6-days'), hashSessionToken(liveToken)].sort());
    await expect(sessions.authenticateToken(liveToken)).resolves.toMatchObject({ userId });
    await expect(sessions.authenticateToken('live-idle-6-days')).resolves.toMatchObject({ userId });
  });

  it('keeps a session to the last moment of its idle life, and purges it once the clock passes it', async () => {
    const { maintenance } = build();
    await insertSession('at-the-edge', { createdAt: clock() - DAY_MS, lastSeenAt: clock() - SESSION_IDLE_MS + 1 });
    expect((await maintenance.purgeExpired()).sessions).toBe(0);
    clock.advance(1);
    expect((await maintenance.purgeExpired()).sessions).toBe(1);
    expect(await sessionHashes()).toEqual([]);
  });

  it('keeps login challenges as long as the hourly wrong-try limit counts them', async () => {
    const { maintenance } = build();
    const now = clock();
    await insertChallenge(now - 2 * 60 * MINUTE_MS);
    await insertChallenge(now - CHALLENGE_RETENTION_MS);
    await insertChallenge(now - CHALLENGE_RETENTION_MS + 1);
    await insertChallenge(now - MINUTE_MS);

    expect((await maintenance.purgeExpired()).otpChallenges).toBe(2);
    expect(await challengeTimes()).toEqual([now - CHALLENGE_RETENTION_MS + 1, now - MINUTE_MS]);
    expect(CHALLENGE_RETENTION_MS).toBe(60 * MINUTE_MS);
  });

  it('deletes ended rate-limit windows and keeps running ones', async () => {
    const { maintenance } = build();
    const now = clock();
    await database.db
      .insertInto('rateLimitWindows')
      .values([
        { key: 'otp:ended', count: 3, resetAt: now - 1 },
        { key: 'otp:ends-now', count: 3, resetAt: now },
        { key: 'otp:running', count: 3, resetAt: now + 1 },
      ])
      .execute();
    expect((await maintenance.purgeExpired()).rateLimitWindows).toBe(2);
    const keys = await database.db.selectFrom('rateLimitWindows').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['otp:running']);
  });
});

describe('purging failed deliveries', () => {
  it('deletes those older than the retention and keeps the rest', async () => {
    const { maintenance } = build();
    const now = clock();
    const failure = (createdAt: number, reason: string) => ({
      channel: 'sms' as const,
      userId: null,
      recipient: '+91******0001',
      reason,
      createdAt,
    });
    await database.db
      .insertInto('deliveryFailures')
      .values([
        failure(now - DELIVERY_FAILURE_RETENTION_MS - 1, 'too old'),
        failure(now - DELIVERY_FAILURE_RETENTION_MS, 'just kept'),
        failure(now, 'today'),
      ])
      .execute();
    expect((await maintenance.purgeExpired()).deliveryFailures).toBe(1);
    const reasons = await database.db.selectFrom('deliveryFailures').select('reason').orderBy('id').execute();
    expect(reasons.map((row) => row.reason)).toEqual(['just kept', 'today']);
  });
});

describe('purging stamp pictures no annotation uses', () => {
  it('removes those unused for longer than the grace period with their stored files and bytes, and keeps the rest', async () => {
    const { maintenance } = build();
    const now = clock();
    const gone = await insertPicture('unused-too-long', now - UNUSED_ANNOTATION_PICTURE_KEPT_MS - 1);
    await insertPicture('unused-just-kept', now - UNUSED_ANNOTATION_PICTURE_KEPT_MS);
    const used = await insertPicture('used', null);
    // Marked unused long ago but taken again by an annotation: the delete checks for itself.
    const taken = await insertPicture('taken-again', now - 2 * UNUSED_ANNOTATION_PICTURE_KEPT_MS);
    await database.db
      .insertInto('noteAnnotations')
      .values({
        userId,
        noteId,
        annotationId: 'stamp-taken-again',
        fileId: 1,
        page: 2,
        kind: 'stamp',
        editor: '{}',
        imageId: taken.id,
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    expect((await maintenance.purgeExpired()).annotationPictures).toBe(1);
    expect(await pictureNames()).toEqual(['taken-again', 'unused-just-kept', 'used']);
    expect(await storage().size(gone.storageKey)).toBeNull();
    expect(await storage().size(used.storageKey)).toBe('used'.length);
    const files = await database.db
      .selectFrom('storedFiles')
      .select('storageKey')
      .where('storageKey', '=', gone.storageKey)
      .execute();
    expect(files).toEqual([]);

    clock.advance(1);
    expect((await maintenance.purgeExpired()).annotationPictures).toBe(1);
    expect(await pictureNames()).toEqual(['taken-again', 'used']);
    expect(UNUSED_ANNOTATION_PICTURE_KEPT_MS).toBe(DAY_MS);
  });
});

describe('purging in bounded batches', () => {
  it('deletes at most the batch size in one statement', async () => {
    const now = clock();
    for (let index = 0; index < 7; index += 1)
      await insertSession(`revoked-${index}`, { createdAt: now - DAY_MS, revokedAt: now - 1 });
    for (let index = 0; index < 7; index += 1) await insertChallenge(now - 2 * CHALLENGE_RETENTION_MS - index);

    expect(await deleteEndedSessions(database.db, { now, idleCutoff: now - SESSION_IDLE_MS }, 3)).toBe(3);
    expect(await sessionHashes()).toHaveLength(4);
    expect(await deleteChallengesCreatedBefore(database.db, now - CHALLENGE_RETENTION_MS, 3)).toBe(3);
    expect(await challengeTimes()).toHaveLength(4);
    for (let index = 0; index < 7; index += 1) await insertPicture(`old-${index}`, now - 2 * DAY_MS - index);
    expect(await deleteImagesUnusedBeforeIn(database.db, now - DAY_MS, 3)).toHaveLength(3);
    expect(await pictureNames()).toHaveLength(4);
  });

  it('loops batch after batch until everything past its life is gone', async () => {
    const { maintenance } = build();
    const now = clock();
    for (let index = 0; index < 7; index += 1)
      await insertSession(`revoked-${index}`, { createdAt: now - DAY_MS, revokedAt: now - 1 });
    await insertSession('live', { createdAt: now });
    for (let index = 0; index < 7; index += 1) await insertChallenge(now - 2 * CHALLENGE_RETENTION_MS - index);
    for (let index = 0; index < 7; index += 1)
      await insertPicture(`old-${index}`, now - UNUSED_ANNOTATION_PICTURE_KEPT_MS - 1 - index);
    await insertPicture('recent', now);

    expect(await maintenance.purgeExpired(3)).toEqual({
      sessions: 7,
      otpChallenges: 7,
      rateLimitWindows: 0,
      deliveryFailures: 0,
      annotationPictures: 7,
      inactiveNotices: 0,
      noticesCleared: 0,
      handedToErasure: 0,
      auditEntries: 0,
      paymentEvents: 0,
    });
    expect(await sessionHashes()).toEqual([hashSessionToken('live')]);
    expect(await challengeTimes()).toEqual([]);
    expect(await pictureNames()).toEqual(['recent']);
  });
});
