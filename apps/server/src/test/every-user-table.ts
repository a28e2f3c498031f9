/**
 * A row of one person's in every table that holds people's data, written straight into the
 * database on the catalogue there (its first module with a note, a test and a question), with a
 * stored file behind each upload, a copy of their data waiting in the storage and a staff member
 * who answers them: what the data-export test needs to prove the export misses nothing, and the
 * erasure test to prove nothing of them is left. A table added later that holds people's data
 * needs a row here too (the export test says so, and the erasure test then proves its step).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../integrations/storage/file-storage.js';

export interface SeededPerson {
  userId: number;
  /** The stored files of their uploads (doubt picture, stamp picture, feedback file): key → bytes. */
  uploads: Map<string, string>;
  /** Every text they wrote, and their parent's phone number: none may outlive their erasure. */
  written: string[];
  /** Every file kept for them in the storage: their uploads and the copy of their data. */
  fileKeys: string[];
  /** Their paid order (a tax record); they also have one left unpaid. */
  paidOrderId: number;
}

export interface SeedOptions {
  userId: number;
  now: number;
  /** The staff member who answers their doubt and grievance, decides their order and edits their email. */
  staffId: number;
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
  { userId, now, staffId }: SeedOptions,
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
  // Each text ends in a full stop, so one person's ("… user-2.") is never inside another's ("… user-23.").
  const tag = `user-${userId}`;
  const written = {
    doubt: `A doubt of ${tag}.`,
    feedback: `An issue of ${tag}.`,
    conversation: `Conversation of ${tag}.`,
    question: `A question of ${tag}.`,
    annotation: `A note written by ${tag}.`,
    grievanceSubject: `A grievance of ${tag}.`,
    grievance: `What ${tag} asked about their data.`,
  };
  const parentPhone = `94470${String(userId).padStart(5, '0')}`;
  const { phone } = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ email: `${tag}@example.in`, collegeName: `College of ${tag}.` })
    .where('id', '=', userId)
    .execute();
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
  // A login code sent to their phone and a code to their email (keyed by the address, not the account).
  await db
    .insertInto('otpChallenges')
    .values({ countryCode: '+91', phone, codeHash: `secret-code-hash-${tag}`, createdAt: now, expiresAt: now + 60_000 })
    .execute();
  await db
    .insertInto('otpChallenges')
    .values({
      countryCode: '',
      phone: '',
      email: `${tag}@example.in`,
      purpose: 'email_change',
      codeHash: `secret-email-code-hash-${tag}`,
      createdAt: now,
      expiresAt: now + 60_000,
    })
    .execute();
  /** An order with its line and its provider's event: a paid one is a tax record, an unpaid one is not. */
  const order = async (status: 'paid' | 'awaiting_payment') => {
    const { id } = await db
      .insertInto('orders')
      .values({
        userId,
        status,
        method: 'razorpay',
        amountPaise: 19900,
        currency: 'INR',
        createdAt: now,
        updatedAt: now,
        paidAt: status === 'paid' ? now : null,
        closedAt: null,
        decidedByUserId: staffId,
        providerOrderId: `order_${status}_${tag}`,
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
        orderId: id,
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
        providerEventId: `event-${status}-${tag}`,
        eventType: status === 'paid' ? 'payment.captured' : 'order.created',
        orderId: id,
        receivedAt: now,
      })
      .execute();
    return id;
  };
  const orderId = await order('paid');
  await order('awaiting_payment');
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
      kind: 'freetext',
      editor: JSON.stringify({ value: written.annotation }),
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
      attemptId,
      questionId,
      status: 'answered',
      imageFileId: await upload('doubt-picture'),
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('doubtMessages')
    .values({ doubtId, authorUserId: userId, fromTutor: 0, body: written.doubt, createdAt: now })
    .execute();
  await db
    .insertInto('doubtMessages')
    .values({ doubtId, authorUserId: staffId, fromTutor: 1, body: 'See module 1, page 4.', createdAt: now })
    .execute();
  await db
    .insertInto('feedback')
    .values({
      userId,
      kind: 'issue',
      issueType: 'bug',
      description: written.feedback,
      rating: null,
      fileId: await upload('feedback-file'),
      createdAt: now,
      closedAt: now,
      closedByUserId: staffId,
    })
    .execute();
  const { id: conversationId } = await db
    .insertInto('assistantConversations')
    .values({ userId, title: written.conversation, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assistantMessages')
    .values({ conversationId, question: written.question, answer: 'An answer', citations: '[]', createdAt: now })
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
  // Staff corrected their email: the entry holds both addresses.
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: staffId,
      action: 'person.email',
      entityType: 'user',
      entityId: userId,
      beforeJson: JSON.stringify({ email: `old-${tag}@example.in` }),
      afterJson: JSON.stringify({ email: `${tag}@example.in` }),
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
      subject: written.grievanceSubject,
      body: written.grievance,
      dueAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('grievanceReplies')
    .values({ grievanceId, authorUserId: staffId, body: `An answer to ${tag}`, createdAt: now })
    .execute();
  await db.insertInto('inactiveAccountNotices').values({ userId, inactiveNoticeSentAt: now }).execute();
  await db.insertInto('accountActivity').values({ userId, lastActiveAt: now }).execute();
  await db
    .insertInto('erasureRequests')
    .values({ userId, requestedAt: now, scheduledFor: now + 7 * 24 * 60 * 60 * 1000 })
    .execute();
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
      parentPhone,
      declaredAt: now,
      verifiedAt: now,
      exemption: null,
      noticeVersion: '2026-12-04',
      createdAt: now,
    })
    .execute();
  // A copy of their data, built and not yet downloaded: its ZIP is in the storage, outside stored_files.
  const exportKey = `data-exports/${tag}.zip`;
  await storage.put(exportKey, new Uint8Array([80, 75, 5, 6]), 'application/zip');
  await db
    .insertInto('dataExports')
    .values({
      userId,
      status: 'ready',
      requestedAt: now,
      claimedAt: now,
      readyAt: now,
      expiresAt: now + 7 * 24 * 60 * 60 * 1000,
      downloadedAt: null,
      storageKey: exportKey,
      sizeBytes: 4,
    })
    .execute();
  return {
    userId,
    uploads,
    written: [...Object.values(written), parentPhone],
    fileKeys: [...uploads.keys(), exportKey],
    paidOrderId: orderId,
  };
}
