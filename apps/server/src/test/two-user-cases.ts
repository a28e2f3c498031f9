/**
 * For the two-user matrix (routes/two-user-matrix.test.ts): how to aim a request of each route
 * with a path or body id at student A's objects, and what B must get when B sends it.
 *
 * - `refused`: the id names something of A's alone (an attempt): B gets 403 or 404.
 * - `own-view`: the id names something shared (a module, a paper), and what the route reads or
 *   writes is the caller's own (progress, saved items, their attempt, what they may open): B's
 *   answer must be the same as before A had anything, and nothing of A's may change.
 * - Staff routes are `refused` too: B is a student, and A's record, enrollments and the
 *   catalogue must not move when B aims the console at them.
 *
 * The matrix fails for a route with an id that has no case here, so a new route is placed in
 * the matrix by whoever adds it. HEAD routes use their GET route's case.
 */
import { TINY_PNG, uploadForm } from './staff.js';

export interface ObjectsOfA {
  /** A free-preview module: B may open it too, so only ownership stands between B and A's things. */
  moduleId: number;
  paperId: number;
  noteId: number;
  audioId: number;
  videoId: number;
  departmentId: number;
  /** A course of that department, and a listed college. */
  courseId: number;
  collegeId: number;
  openAttemptId: number;
  openQuestionId: number;
  finishedAttemptId: number;
  userId: number;
  /** One of A's active enrollments. */
  enrollmentId: number;
  /** A line of A's cart, and a paper A does not own (in A's cart). */
  cartLineId: number;
  unownedPaperId: number;
  /** One of A's orders (a WhatsApp order awaiting payment). */
  orderId: number;
  /** An event for everyone with a registration, which A has read and registered for. */
  announcementId: number;
  /** An issue A reported, without a file yet. */
  feedbackId: number;
  /** A question of A's finished attempt, and A's doubt about it (no picture yet). */
  finishedQuestionId: number;
  doubtId: number;
  /** A grievance A filed about their personal data. */
  grievanceId: number;
  /** A's conversation with the study assistant. */
  conversationId: number;
  /** A's stamp on the note `noteId` (the viewer's id for it), and its picture. */
  annotationId: string;
  annotationImageId: number;
  /** A's copy of their data, built and downloaded by A (a download is once only). */
  dataExportId: number;
  /** A's live session (the one A's requests use): B cannot sign it out. */
  sessionId: number;
}

const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/two-user-matrix',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

export interface AimedRequest {
  url: string;
  payload?: unknown;
}

export interface MatrixCase {
  expect: 'refused' | 'own-view';
  requests: (a: ObjectsOfA) => AimedRequest[];
}

export const MATRIX_CASES: Record<string, MatrixCase> = {
  'GET /api/attempts/:id': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/attempts/${a.openAttemptId}` }, { url: `/api/attempts/${a.finishedAttemptId}` }],
  },
  'GET /api/attempts/:id/review': {
    expect: 'refused',
    requests: (a) => [
      { url: `/api/attempts/${a.finishedAttemptId}/review` },
      { url: `/api/attempts/${a.openAttemptId}/review` },
    ],
  },
  'GET /api/attempts/:id/standing': {
    expect: 'refused',
    requests: (a) => [
      { url: `/api/attempts/${a.finishedAttemptId}/standing` },
      { url: `/api/attempts/${a.openAttemptId}/standing` },
    ],
  },
  'GET /api/attempts/:id/analysis': {
    expect: 'refused',
    requests: (a) => [
      { url: `/api/attempts/${a.finishedAttemptId}/analysis` },
      { url: `/api/attempts/${a.openAttemptId}/analysis` },
    ],
  },
  'PUT /api/attempts/:id/answers/:questionId': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/attempts/${a.openAttemptId}/answers/${a.openQuestionId}`, payload: { option: 1 } }],
  },
  'PUT /api/attempts/:id/position': {
    expect: 'refused',
    requests: (a) => [
      {
        url: `/api/attempts/${a.openAttemptId}/position`,
        payload: { questionId: a.openQuestionId, visits: [{ questionId: a.openQuestionId, seconds: 5 }] },
      },
    ],
  },
  'POST /api/attempts/:id/submit': {
    expect: 'refused',
    requests: (a) => [
      { url: `/api/attempts/${a.openAttemptId}/submit`, payload: { answers: { [a.openQuestionId]: 2 } } },
      { url: `/api/attempts/${a.finishedAttemptId}/submit`, payload: {} },
    ],
  },
  // A question of A's finished test: B has not taken it, so B may neither practise nor restore it.
  'POST /api/practice/answers': {
    expect: 'refused',
    requests: (a) => [{ url: '/api/practice/answers', payload: { questionId: a.finishedQuestionId, option: 0 } }],
  },
  'POST /api/notebook/:questionId/restore': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/notebook/${a.finishedQuestionId}/restore`, payload: {} }],
  },
  'POST /api/attempts': {
    expect: 'own-view',
    requests: (a) => [
      { url: '/api/attempts', payload: { moduleId: a.moduleId, category: 'weekly_challenge' } },
      { url: '/api/attempts', payload: { moduleId: a.moduleId, category: 'special_exam' } },
    ],
  },
  'GET /api/modules/:id': { expect: 'own-view', requests: (a) => [{ url: `/api/modules/${a.moduleId}` }] },
  'GET /api/modules/:id/notes': { expect: 'own-view', requests: (a) => [{ url: `/api/modules/${a.moduleId}/notes` }] },
  'GET /api/modules/:id/audio': { expect: 'own-view', requests: (a) => [{ url: `/api/modules/${a.moduleId}/audio` }] },
  'GET /api/modules/:id/videos': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/modules/${a.moduleId}/videos` }],
  },
  'GET /api/modules/:id/tests': { expect: 'own-view', requests: (a) => [{ url: `/api/modules/${a.moduleId}/tests` }] },
  'GET /api/videos/:id': { expect: 'own-view', requests: (a) => [{ url: `/api/videos/${a.videoId}` }] },
  'GET /api/notes/:id/file': { expect: 'own-view', requests: (a) => [{ url: `/api/notes/${a.noteId}/file` }] },
  'GET /api/audio/:id/file': { expect: 'own-view', requests: (a) => [{ url: `/api/audio/${a.audioId}/file` }] },
  // What B may open of the modules A studies: B's own grants decide, A's enrollment opens nothing to B.
  'POST /api/modules/open': {
    expect: 'own-view',
    requests: (a) => [{ url: '/api/modules/open', payload: { moduleIds: [a.moduleId] } }],
  },
  'POST /api/modules/:id/progress': {
    expect: 'own-view',
    // A note is read by its pages (PUT /api/notes/:id/reading): 'note' is refused for everyone.
    requests: (a) => [
      { url: `/api/modules/${a.moduleId}/progress`, payload: { kind: 'audio' } },
      { url: `/api/modules/${a.moduleId}/progress`, payload: { kind: 'note' } },
    ],
  },
  // A's records of a note are A's alone: B reading, bookmarking, annotating or clearing the same
  // note touches B's own records; A's picture is refused outright.
  'GET /api/notes/:id/reading': { expect: 'own-view', requests: (a) => [{ url: `/api/notes/${a.noteId}/reading` }] },
  'PUT /api/notes/:id/reading': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notes/${a.noteId}/reading`, payload: { page: 1, pageCount: 1, pagesSeen: [1] } }],
  },
  'PUT /api/notes/:id/bookmarks/:page': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notes/${a.noteId}/bookmarks/1` }],
  },
  'DELETE /api/notes/:id/bookmarks/:page': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notes/${a.noteId}/bookmarks/1` }],
  },
  'GET /api/notes/:id/annotations': {
    expect: 'own-view',
    requests: (a) => [
      { url: `/api/notes/${a.noteId}/annotations` },
      { url: `/api/notes/${a.noteId}/annotations?pageCount=1` },
    ],
  },
  'PUT /api/notes/:id/annotations/:annotationId': {
    expect: 'own-view',
    requests: (a) => [
      {
        url: `/api/notes/${a.noteId}/annotations/${a.annotationId}`,
        payload: { page: 1, kind: 'ink', editor: { planted: true }, imageId: null },
      },
      {
        url: `/api/notes/${a.noteId}/annotations/${a.annotationId}`,
        payload: { page: 1, kind: 'stamp', editor: { planted: true }, imageId: a.annotationImageId },
      },
    ],
  },
  'DELETE /api/notes/:id/annotations/:annotationId': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notes/${a.noteId}/annotations/${a.annotationId}` }],
  },
  'DELETE /api/notes/:id/annotations': {
    expect: 'own-view',
    requests: (a) => [
      { url: `/api/notes/${a.noteId}/annotations?page=1` },
      { url: `/api/notes/${a.noteId}/annotations` },
    ],
  },
  'POST /api/notes/:id/annotation-images': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notes/${a.noteId}/annotation-images`, payload: uploadForm(TINY_PNG, 'stamp.png') }],
  },
  'GET /api/annotation-images/:id': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/annotation-images/${a.annotationImageId}` }],
  },
  'POST /api/saved': {
    expect: 'own-view',
    requests: (a) => [
      { url: '/api/saved', payload: { category: 'module', id: a.moduleId } },
      { url: '/api/saved', payload: { category: 'paper', id: a.paperId } },
    ],
  },
  'DELETE /api/saved/:category/:id': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/saved/module/${a.moduleId}` }, { url: `/api/saved/paper/${a.paperId}` }],
  },
  // Public reads that say more to a logged-in caller (saved, may open): B's view is B's own.
  'GET /api/papers/:id': { expect: 'own-view', requests: (a) => [{ url: `/api/papers/${a.paperId}` }] },
  'GET /api/papers/:id/modules': { expect: 'own-view', requests: (a) => [{ url: `/api/papers/${a.paperId}/modules` }] },
  'GET /api/departments/:id/courses': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/departments/${a.departmentId}/courses` }],
  },
  'POST /api/cart/items': {
    expect: 'own-view',
    requests: (a) => [{ url: '/api/cart/items', payload: { paperId: a.unownedPaperId } }],
  },
  'DELETE /api/cart/items/:id': { expect: 'refused', requests: (a) => [{ url: `/api/cart/items/${a.cartLineId}` }] },
  'GET /api/orders/:id': { expect: 'refused', requests: (a) => [{ url: `/api/orders/${a.orderId}` }] },
  'GET /api/orders/:id/receipt': { expect: 'refused', requests: (a) => [{ url: `/api/orders/${a.orderId}/receipt` }] },
  'POST /api/orders/:id/cancel': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/orders/${a.orderId}/cancel`, payload: {} }],
  },
  'POST /api/orders/:id/razorpay': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/orders/${a.orderId}/razorpay`, payload: {} }],
  },
  'POST /api/orders/:id/payment': {
    expect: 'refused',
    requests: (a) => [
      {
        url: `/api/orders/${a.orderId}/payment`,
        payload: { razorpay_payment_id: 'pay_planted', razorpay_signature: '0'.repeat(64) },
      },
    ],
  },
  // Read state and registrations are the caller's own: B's touch only B's rows.
  'POST /api/notifications/:id/read': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/notifications/${a.announcementId}/read`, payload: {} }],
  },
  'POST /api/announcements/:id/registrations': {
    expect: 'own-view',
    requests: (a) => [{ url: `/api/announcements/${a.announcementId}/registrations`, payload: {} }],
  },
  'POST /api/feedback/:id/file': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/feedback/${a.feedbackId}/file`, payload: uploadForm(TINY_PNG, 'screen.png') }],
  },
  // B may ask about the module A studies (B's own doubt), never about A's finished attempt.
  'POST /api/doubts': {
    expect: 'own-view',
    requests: (a) => [
      { url: '/api/doubts', payload: { moduleId: a.moduleId, text: 'A doubt of my own' } },
      {
        url: '/api/doubts',
        payload: {
          moduleId: a.moduleId,
          attemptId: a.finishedAttemptId,
          questionId: a.finishedQuestionId,
          text: 'Planted on A',
        },
      },
    ],
  },
  'GET /api/doubts/:id': { expect: 'refused', requests: (a) => [{ url: `/api/doubts/${a.doubtId}` }] },
  'GET /api/me/grievances/:id': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/me/grievances/${a.grievanceId}` }],
  },
  'GET /api/assistant/conversations/:id': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/assistant/conversations/${a.conversationId}` }],
  },
  // No id in the path, but the body names A's conversation.
  'POST /api/assistant/questions': {
    expect: 'refused',
    requests: (a) => [
      { url: '/api/assistant/questions', payload: { question: 'stack', conversationId: a.conversationId } },
    ],
  },
  'GET /api/doubts/:id/image': { expect: 'refused', requests: (a) => [{ url: `/api/doubts/${a.doubtId}/image` }] },
  'GET /api/me/data-exports/:id/download': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/me/data-exports/${a.dataExportId}/download` }],
  },
  'DELETE /api/me/sessions/:id': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/me/sessions/${a.sessionId}` }],
  },
  'POST /api/doubts/:id/messages': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/doubts/${a.doubtId}/messages`, payload: { text: 'Planted' } }],
  },
  'POST /api/doubts/:id/image': {
    expect: 'refused',
    requests: (a) => [{ url: `/api/doubts/${a.doubtId}/image`, payload: uploadForm(TINY_PNG, 'page.png') }],
  },
  // No id, but bodies the sampler cannot get right (a push service's address and real-length
  // keys). A subscription is by endpoint, and B's is B's own.
  'POST /api/push/subscriptions': {
    expect: 'own-view',
    requests: () => [{ url: '/api/push/subscriptions', payload: PUSH_SUBSCRIPTION }],
  },
  'DELETE /api/push/subscriptions': {
    expect: 'own-view',
    requests: () => [{ url: '/api/push/subscriptions', payload: { endpoint: PUSH_SUBSCRIPTION.endpoint } }],
  },
  // The purpose names a choice, not a record: B's change is B's own; A's choices are untouched.
  'PUT /api/me/consents/:purpose': {
    expect: 'own-view',
    requests: () => [
      { url: '/api/me/consents/leaderboard_name', payload: { given: true } },
      { url: '/api/me/consents/push', payload: { given: false } },
    ],
  },
  // Pictures are public and nobody's; a name that is not there reads the same for everyone.
  'GET /api/pictures/:name': {
    expect: 'own-view',
    requests: () => [{ url: '/api/pictures/00000000-0000-4000-8000-000000000000.png' }],
  },
  ...staffCases(),
};

/** The console's routes with an id, each aimed at A or the module and paper A studies. */
function staffCases(): Record<string, MatrixCase> {
  const refused = (requests: MatrixCase['requests']): MatrixCase => ({ expect: 'refused', requests });
  const form = () => {
    const body = new FormData();
    body.append('title', 'Planted');
    body.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'x.pdf');
    return body;
  };
  return {
    'GET /api/admin/papers/:id': refused((a) => [{ url: `/api/admin/papers/${a.paperId}` }]),
    'PATCH /api/admin/papers/:id': refused((a) => [
      { url: `/api/admin/papers/${a.paperId}`, payload: { status: 'archived', confirmArchive: true } },
    ]),
    'POST /api/admin/papers/:id/image': refused((a) => [
      { url: `/api/admin/papers/${a.paperId}/image`, payload: form() },
    ]),
    'GET /api/admin/papers/:id/modules': refused((a) => [{ url: `/api/admin/papers/${a.paperId}/modules` }]),
    'POST /api/admin/papers/:id/modules': refused((a) => [
      {
        url: `/api/admin/papers/${a.paperId}/modules`,
        payload: { title: 'Planted', description: '', duration: null, isFreePreview: true },
      },
    ]),
    'PUT /api/admin/papers/:id/modules/order': refused((a) => [
      { url: `/api/admin/papers/${a.paperId}/modules/order`, payload: { moduleIds: [a.moduleId] } },
    ]),
    'GET /api/admin/modules/:id': refused((a) => [{ url: `/api/admin/modules/${a.moduleId}` }]),
    'PATCH /api/admin/modules/:id': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}`, payload: { isArchived: true } },
    ]),
    'POST /api/admin/modules/:id/thumbnail': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/thumbnail`, payload: form() },
    ]),
    'PUT /api/admin/modules/:id/order': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/order`, payload: { noteIds: [a.noteId] } },
    ]),
    'POST /api/admin/modules/:id/videos': refused((a) => [
      {
        url: `/api/admin/modules/${a.moduleId}/videos`,
        payload: { title: 'Planted', link: 'dQw4w9WgXcQ', instructor: 'B', duration: null },
      },
    ]),
    'PATCH /api/admin/videos/:id': refused((a) => [
      { url: `/api/admin/videos/${a.videoId}`, payload: { isArchived: true } },
    ]),
    'POST /api/admin/modules/:id/notes': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/notes`, payload: form() },
    ]),
    'PATCH /api/admin/notes/:id': refused((a) => [
      { url: `/api/admin/notes/${a.noteId}`, payload: { isArchived: true } },
    ]),
    'POST /api/admin/notes/:id/file': refused((a) => [{ url: `/api/admin/notes/${a.noteId}/file`, payload: form() }]),
    'POST /api/admin/modules/:id/audio': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/audio`, payload: form() },
    ]),
    'PATCH /api/admin/audio/:id': refused((a) => [
      { url: `/api/admin/audio/${a.audioId}`, payload: { isArchived: true } },
    ]),
    'POST /api/admin/audio/:id/file': refused((a) => [{ url: `/api/admin/audio/${a.audioId}/file`, payload: form() }]),
    'GET /api/admin/users/:id': refused((a) => [{ url: `/api/admin/users/${a.userId}` }]),
    'PATCH /api/admin/users/:id/role': refused((a) => [
      { url: `/api/admin/users/${a.userId}/role`, payload: { role: 'admin' } },
    ]),
    'PATCH /api/admin/users/:id/email': refused((a) => [
      { url: `/api/admin/users/${a.userId}/email`, payload: { email: 'planted@example.in' } },
    ]),
    'GET /api/admin/users/:id/enrollments': refused((a) => [{ url: `/api/admin/users/${a.userId}/enrollments` }]),
    'POST /api/admin/users/:id/enrollments': refused((a) => [
      { url: `/api/admin/users/${a.userId}/enrollments`, payload: { paperId: a.paperId } },
    ]),
    'PATCH /api/admin/departments/:id': refused((a) => [
      { url: `/api/admin/departments/${a.departmentId}`, payload: { name: 'Planted' } },
    ]),
    'POST /api/admin/departments/:id/courses': refused((a) => [
      { url: `/api/admin/departments/${a.departmentId}/courses`, payload: { title: 'Planted' } },
    ]),
    'PATCH /api/admin/courses/:id': refused((a) => [
      { url: `/api/admin/courses/${a.courseId}`, payload: { title: 'Planted' } },
    ]),
    'PATCH /api/admin/colleges/:id': refused((a) => [
      { url: `/api/admin/colleges/${a.collegeId}`, payload: { name: 'Planted' } },
    ]),
    'POST /api/admin/colleges/unlisted/map': refused((a) => [
      { url: '/api/admin/colleges/unlisted/map', payload: { name: 'My own college', collegeId: a.collegeId } },
    ]),
    'DELETE /api/admin/users/:id/enrollments/:enrollmentId': refused((a) => [
      { url: `/api/admin/users/${a.userId}/enrollments/${a.enrollmentId}` },
    ]),
    // No id, but a body the sampler cannot get right (the audience names what it needs).
    'POST /api/admin/announcements': refused(() => [
      {
        url: '/api/admin/announcements',
        payload: { kind: 'padanam', title: 'Planted', content: 'Planted notice', audience: 'everyone' },
      },
    ]),
    'PATCH /api/admin/announcements/:id': refused((a) => [
      { url: `/api/admin/announcements/${a.announcementId}`, payload: { isArchived: true } },
    ]),
    'GET /api/admin/modules/:id/questions': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/questions?category=weekly_challenge` },
    ]),
    'POST /api/admin/modules/:id/questions': refused((a) => [
      {
        url: `/api/admin/modules/${a.moduleId}/questions?category=weekly_challenge`,
        payload: { text: 'Planted', options: ['a', 'b'], correctOption: 0, solution: null },
      },
    ]),
    'PUT /api/admin/questions/:id': refused((a) => [
      {
        url: `/api/admin/questions/${a.openQuestionId}`,
        payload: { text: 'Planted', options: ['a', 'b'], correctOption: 0, solution: null },
      },
    ]),
    'DELETE /api/admin/questions/:id': refused((a) => [{ url: `/api/admin/questions/${a.openQuestionId}` }]),
    'PUT /api/admin/modules/:id/questions/order': refused((a) => [
      {
        url: `/api/admin/modules/${a.moduleId}/questions/order?category=weekly_challenge`,
        payload: { questionIds: [a.openQuestionId] },
      },
    ]),
    'GET /api/admin/modules/:id/questions/export': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/questions/export?category=weekly_challenge&format=gift` },
    ]),
    // No id in the path, but the body names A's module.
    'POST /api/admin/questions/import': refused((a) => [
      {
        url: '/api/admin/questions/import?dryRun=false',
        payload: {
          moduleId: a.moduleId,
          category: 'weekly_challenge',
          format: 'aiken',
          text: 'Planted?\nA. yes\nB. no\nANSWER: A\n',
        },
      },
    ]),
    'GET /api/admin/modules/:id/tests/:category': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/tests/special_exam` },
    ]),
    'GET /api/admin/modules/:id/tests/:category/report': refused((a) => [
      { url: `/api/admin/modules/${a.moduleId}/tests/weekly_challenge/report` },
      { url: `/api/admin/modules/${a.moduleId}/tests/weekly_challenge/report?format=csv` },
    ]),
    'PUT /api/admin/modules/:id/tests/:category': refused((a) => [
      {
        url: `/api/admin/modules/${a.moduleId}/tests/special_exam`,
        payload: { durationMinutes: 1, opensAt: null, closesAt: 1, reviewAfter: 'window_close' },
      },
    ]),
    'GET /api/admin/doubts/:id': refused((a) => [{ url: `/api/admin/doubts/${a.doubtId}` }]),
    'GET /api/admin/doubts/:id/image': refused((a) => [{ url: `/api/admin/doubts/${a.doubtId}/image` }]),
    'POST /api/admin/doubts/:id/messages': refused((a) => [
      { url: `/api/admin/doubts/${a.doubtId}/messages`, payload: { text: 'Planted answer' } },
    ]),
    'PATCH /api/admin/doubts/:id': refused((a) => [
      { url: `/api/admin/doubts/${a.doubtId}`, payload: { isClosed: true } },
    ]),
    'GET /api/admin/grievances/:id': refused((a) => [{ url: `/api/admin/grievances/${a.grievanceId}` }]),
    'POST /api/admin/grievances/:id/replies': refused((a) => [
      { url: `/api/admin/grievances/${a.grievanceId}/replies`, payload: { text: 'Planted reply' } },
    ]),
    'PATCH /api/admin/grievances/:id': refused((a) => [
      { url: `/api/admin/grievances/${a.grievanceId}`, payload: { status: 'closed' } },
    ]),
    'GET /api/admin/announcements/:id/registrations.csv': refused((a) => [
      { url: `/api/admin/announcements/${a.announcementId}/registrations.csv` },
    ]),
    'PATCH /api/admin/feedback/:id': refused((a) => [
      { url: `/api/admin/feedback/${a.feedbackId}`, payload: { isClosed: true } },
    ]),
    'GET /api/admin/feedback/:id/file': refused((a) => [{ url: `/api/admin/feedback/${a.feedbackId}/file` }]),
    'GET /api/admin/orders/:id': refused((a) => [{ url: `/api/admin/orders/${a.orderId}` }]),
    'POST /api/admin/orders/:id/confirm': refused((a) => [
      { url: `/api/admin/orders/${a.orderId}/confirm`, payload: {} },
    ]),
    'POST /api/admin/orders/:id/cancel': refused((a) => [
      { url: `/api/admin/orders/${a.orderId}/cancel`, payload: {} },
    ]),
    'POST /api/admin/orders/:id/refund': refused((a) => [
      { url: `/api/admin/orders/${a.orderId}/refund`, payload: {} },
    ]),
  };
}

/** The case of a route; a HEAD route shares its GET route's. */
export function matrixCaseOf(method: string, url: string): MatrixCase | undefined {
  return MATRIX_CASES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
