/**
 * A row of one person's in every table that holds people's data, written straight into the
 * database on the demo catalogue (its first module, note, test and question), with a stored file
 * behind each upload: what the data-export test needs to prove the export misses nothing. A table
 * added later that holds people's data needs a row here too (that test says so).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../integrations/storage/file-storage.js';

export interface SeededPerson {
  userId: number;
  /** The stored files of their uploads (doubt picture, stamp picture, feedback file): key → bytes. */
  uploads: Map<string, string>;
}

async function storeFile(db: Kysely<Database>, storage: FileStorage, key: string, bytes: string, now: number) {
  await storage.put(key, new TextEncoder().encode(bytes), 'image/png');
  const { id } = await db
    .insertInto('storedFiles')
    .values({
      storageKey: key,
      originalName: `${key.split('/').pop()!}.png`,
      contentType: 'image/png',
      sizeBytes: bytes.length,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function seedEveryUserTable(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: number,
  now: number,
): Promise<SeededPerson> {
  const module = await db
    .selectFrom('modules')
    .innerJoin('notes', 'notes.moduleId', 'modules.id')
    .innerJoin('quizzes', 'quizzes.moduleId', 'modules.id')
    .innerJoin('questions', 'questions.quizId', 'quizzes.id')
    .select([
      'modules.id as moduleId',
      'modules.paperId',
      'notes.id as noteId',
      'notes.fileId',
      'quizzes.id as quizId',
      'questions.id as questionId',
    ])
    .orderBy('modules.id')
    .orderBy('questions.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { moduleId, paperId, noteId, fileId, quizId, questionId } = module;
  const tag = `user-${userId}`;
  const uploads = new Map<string, string>();
  const upload = async (what: string) => {
    const key = `test-uploads/${tag}-${what}`;
    const bytes = `${what} of ${tag}`;
    uploads.set(key, bytes);
    return storeFile(db, storage, key, bytes, now);
  };

  await db
    .insertInto('sessions')
    .values({
      userId,
      tokenHash: `secret-token-hash-${tag}`,
      device: 'Chrome on Android',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 1000,
    })
    .execute();
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      userId,
      status: 'paid',
      method: 'whatsapp',
      amountPaise: 19900,
      currency: 'INR',
      createdAt: now,
      updatedAt: now,
      paidAt: now,
      closedAt: null,
      decidedByUserId: null,
      providerOrderId: null,
      providerPaymentId: null,
      providerRefundId: null,
      paymentMismatchPaymentId: null,
      paymentMismatchAmountPaise: null,
      paymentMismatchCurrency: null,
      paymentMismatchAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderItems')
    .values({
      orderId,
      paperId,
      moduleId: null,
      paperTitle: `Paper for ${tag}`,
      moduleNumber: null,
      moduleTitle: null,
      pricePaise: 19900,
      listPricePaise: null,
    })
    .execute();
  await db
    .insertInto('paymentEvents')
    .values({
      provider: 'razorpay',
      providerEventId: `event-${tag}`,
      eventType: 'payment.captured',
      orderId,
      receivedAt: now,
    })
    .execute();
  const { id: enrollmentId } = await db
    .insertInto('enrollments')
    .values({
      userId,
      paperId,
      moduleId: null,
      source: 'order',
      orderId,
      grantedByUserId: null,
      createdAt: now,
      revokedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('cartItems').values({ userId, paperId, addedAt: now }).execute();
  const { id: attemptId } = await db
    .insertInto('attempts')
    .values({
      userId,
      quizId,
      status: 'finished',
      startedAt: now,
      deadlineAt: now + 60_000,
      finishedAt: now + 1000,
      totalQuestions: 1,
      answeredQuestions: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      scoreHundredths: 100,
      maxMarks: 1,
      workingTimeSeconds: 1,
      timedOut: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('attemptAnswers')
    .values({ attemptId, questionId, chosenOption: 1, savedAt: now, marked: 0 })
    .execute();
  await db
    .insertInto('practiceAnswers')
    .values({ userId, questionId, chosenOption: 0, isCorrect: 0, answeredAt: now })
    .execute();
  await db
    .insertInto('practiceMastery')
    .values({ userId, questionId, timesRight: 1, masteredAt: null, updatedAt: now })
    .execute();
  await db
    .insertInto('leaderboardTotals')
    .values({ periodKey: `all-${tag}`, userId, scoreHundredths: 100, tests: 1, reachedAt: now })
    .execute();
  await db.insertInto('savedItems').values({ userId, category: 'module', itemId: moduleId, createdAt: now }).execute();
  await db
    .insertInto('moduleProgress')
    .values({
      userId,
      moduleId,
      noteOpenedAt: now,
      audioCompletedAt: null,
      videoCompletedAt: null,
      progress: 30,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('noteReadings')
    .values({ userId, noteId, fileId, lastPage: 2, pageCount: 5, updatedAt: now })
    .execute();
  await db.insertInto('notePagesSeen').values({ userId, noteId, page: 2 }).execute();
  await db.insertInto('noteBookmarks').values({ userId, noteId, page: 2, createdAt: now }).execute();
  const { id: imageId } = await db
    .insertInto('noteAnnotationImages')
    .values({ userId, noteId, fileId: await upload('stamp'), createdAt: now, unusedSince: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('noteAnnotations')
    .values({
      userId,
      noteId,
      annotationId: `annotation-${tag}`,
      fileId,
      page: 1,
      kind: 'stamp',
      editor: '{}',
      imageId,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const { id: doubtId } = await db
    .insertInto('doubts')
    .values({
      userId,
      moduleId,
      attemptId: null,
      questionId: null,
      imageFileId: await upload('doubt-picture'),
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('doubtMessages')
    .values({ doubtId, authorUserId: userId, fromTutor: 0, body: `A doubt of ${tag}`, createdAt: now })
    .execute();
  await db
    .insertInto('feedback')
    .values({
      userId,
      kind: 'issue',
      issueType: 'bug',
      description: `An issue of ${tag}`,
      rating: null,
      fileId: await upload('feedback-file'),
      createdAt: now,
    })
    .execute();
  const { id: conversationId } = await db
    .insertInto('assistantConversations')
    .values({ userId, title: `Conversation of ${tag}`, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assistantMessages')
    .values({ conversationId, question: `A question of ${tag}`, answer: 'An answer', citations: '[]', createdAt: now })
    .execute();
  const { id: announcementId } = await db
    .insertInto('announcements')
    .values({
      kind: 'padanam',
      title: `A notice for ${tag}`,
      content: 'Your doubt was answered',
      location: null,
      audience: 'everyone',
      departmentId: null,
      semester: null,
      paperId: null,
      hasRegistration: 0,
      publishedAt: now,
      eventAt: null,
      createdByUserId: null,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
      recipientUserId: userId,
      link: null,
      pushedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One they wrote (announcements lead to a person through their author, as staff write them).
  await db
    .insertInto('announcements')
    .values({
      kind: 'exam',
      title: `A notice by ${tag}`,
      content: 'Exam on Monday',
      location: null,
      audience: 'everyone',
      departmentId: null,
      semester: null,
      paperId: null,
      hasRegistration: 0,
      publishedAt: now,
      eventAt: null,
      createdByUserId: userId,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
      recipientUserId: null,
      link: null,
      pushedAt: null,
    })
    .execute();
  await db.insertInto('announcementReads').values({ userId, announcementId, readAt: now }).execute();
  await db.insertInto('eventRegistrations').values({ userId, announcementId, registeredAt: now }).execute();
  await db
    .insertInto('pushSubscriptions')
    .values({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
      p256dh: `secret-p256dh-${tag}`,
      auth: `secret-auth-${tag}`,
      createdAt: now,
      lastPushedAt: null,
    })
    .execute();
  await db
    .insertInto('deliveryFailures')
    .values({ channel: 'sms', userId, recipient: '+91 98••••••00', reason: 'Provider refused', createdAt: now })
    .execute();
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: null,
      action: 'enrollment.grant',
      entityType: 'enrollment',
      entityId: enrollmentId,
      beforeJson: null,
      afterJson: null,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: userId,
      action: 'data_export.request',
      entityType: 'data_export',
      entityId: null,
      beforeJson: null,
      afterJson: null,
      createdAt: now,
    })
    .execute();
  const { id: grievanceId } = await db
    .insertInto('grievances')
    .values({
      number: `GR-2026-${String(userId).padStart(6, '0')}`,
      userId,
      category: 'access',
      subject: `A grievance of ${tag}`,
      body: `What ${tag} asked about their data`,
      dueAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('grievanceReplies')
    .values({ grievanceId, authorUserId: null, body: `An answer to ${tag}`, createdAt: now })
    .execute();
  await db.insertInto('inactiveAccountNotices').values({ userId, inactiveNoticeSentAt: now }).execute();
  await db.insertInto('accountActivity').values({ userId, lastActiveAt: now }).execute();
  await db.insertInto('erasureRequests').values({ userId, requestedAt: now, scheduledFor: now }).execute();
  await db
    .insertInto('consentRecords')
    .values({ userId, purpose: 'push', given: 1, noticeVersion: '2026-12-04', how: 'profile', createdAt: now })
    .execute();
  await db.insertInto('consentChoices').values({ userId, purpose: 'push', given: 1, changedAt: now }).execute();
  await db
    .insertInto('parentalConsents')
    .values({
      userId,
      parentCountryCode: '+91',
      parentPhone: `94470${String(userId).padStart(5, '0')}`,
      declaredAt: now,
      verifiedAt: now,
      exemption: null,
      noticeVersion: '2026-12-04',
      createdAt: now,
    })
    .execute();
  return { userId, uploads };
}
