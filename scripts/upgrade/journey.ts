/**
 * What a college's database holds before an upgrade, made through the previous release's own API,
 * and the check, through this commit's API, that it is all still there and right afterwards.
 *
 * `addData` speaks the previous release's API (scripts/upgrade/previous-release.json): when that
 * release moves on, this file follows it. `checkData` reads the same resources again and asks
 * that every field the previous release answered is still answered with the same value (fields
 * this commit adds are welcome; a field renamed or dropped is a break the check names), beside
 * the checks a college would make by hand: the attempt's result, the cart, the order, the doubt
 * and its answer, the enrollment, and that the student can still log in.
 */
import { type Api, DEMO_ADMIN, logInByCode, type Person } from './api.js';

/** What the previous release left: ids, what its API answered, and when the student last asked for a code. */
export interface Before {
  student: Person;
  studentToken: string;
  adminToken: string;
  lastCodeAt: number;
  attemptId: number;
  result: unknown;
  orderId: number;
  orderedPaperId: number;
  cartPaperId: number;
  enrolledPaperId: number;
  doubtId: number;
  doubtText: string;
  answerText: string;
  /** Each student and staff read, as the previous release answered it (url → JSON). */
  studentReads: Record<string, unknown>;
  staffReads: Record<string, unknown>;
}

interface Paper {
  id: number;
  title: string;
}
interface Module {
  id: number;
  isFreePreview: boolean;
}
interface OpenAttempt {
  id: number;
  status: 'open';
  questions: { id: number; options: string[] }[];
}
interface FinishedAttempt {
  id: number;
  status: 'finished';
  result: { score: number } & Record<string, unknown>;
}
interface Cart {
  items: { paperId: number }[];
  count: number;
  totalPaise: number;
}
interface Order {
  id: number;
  status: string;
  amountPaise: number;
  lines: { paperId: number }[];
}
interface Doubt {
  id: number;
  status: string;
  messages: { from: string; text: string }[];
}

const STUDENT: Person = { countryCode: '+91', phone: '9876501234' };

function studentReadsOf(before: Pick<Before, 'attemptId' | 'orderId' | 'doubtId'>, noteId: number): string[] {
  return [
    '/api/me',
    '/api/enrollments',
    `/api/attempts/${before.attemptId}`,
    `/api/attempts/${before.attemptId}/review`,
    '/api/saved',
    `/api/notes/${noteId}/reading`,
    '/api/cart',
    '/api/orders',
    `/api/orders/${before.orderId}`,
    '/api/doubts',
    `/api/doubts/${before.doubtId}`,
  ];
}

function staffReadsOf(before: Pick<Before, 'orderId' | 'doubtId'>): string[] {
  return [`/api/admin/orders/${before.orderId}`, `/api/admin/doubts/${before.doubtId}`];
}

/** A student's and a staff member's day on the previous release, through its API. */
export async function addData(api: Api, dataDir: string): Promise<Before> {
  const { version } = await api.get<{ version: string }>('/api/privacy/notice');
  await api.call('POST', '/api/auth/signup', {
    status: 201,
    body: {
      name: 'Upgrade Student',
      email: 'upgrade.student@example.in',
      phone: STUDENT.phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: '1',
      semester: '3',
      course: '1',
      noticeVersion: version,
      noticeAgreed: true,
    },
  });
  const lastCodeAt = Date.now();
  const studentToken = await logInByCode(api, dataDir, STUDENT);
  const adminToken = await logInByCode(api, dataDir, DEMO_ADMIN);
  const { user } = await api.get<{ user: { id: number } }>('/api/me', studentToken);

  // Staff in the console: the student is enrolled in the first Major paper.
  const { papers } = await api.get<{ papers: Paper[] }>('/api/papers?type=Major');
  const [enrolled, ordered, inCart] = papers;
  if (enrolled === undefined || ordered === undefined || inCart === undefined)
    throw new Error(`the demo catalogue has ${papers.length} Major papers; the journey needs three`);
  await api.call('POST', `/api/admin/users/${user.id}/enrollments`, {
    token: adminToken,
    body: { paperId: enrolled.id },
    status: 201,
  });
  const { modules } = await api.get<{ modules: Module[] }>(`/api/papers/${enrolled.id}/modules`, studentToken);
  const module = modules.find((entry) => !entry.isFreePreview);
  if (module === undefined) throw new Error(`paper ${enrolled.id} has no paid module`);
  const { notes } = await api.get<{ notes: { id: number }[] }>(`/api/modules/${module.id}/notes`, studentToken);
  const noteId = notes[0]?.id;
  if (noteId === undefined) throw new Error(`module ${module.id} has no note`);

  // The Weekly Challenge: started, every question answered (a mix of options), submitted.
  const started = await api.call<OpenAttempt | FinishedAttempt>('POST', '/api/attempts', {
    token: studentToken,
    body: { moduleId: module.id, category: 'weekly_challenge' },
  });
  if (started.status !== 'open') throw new Error(`a new student's Weekly Challenge started ${started.status}`);
  for (const [index, question] of started.questions.entries())
    await api.call('PUT', `/api/attempts/${started.id}/answers/${question.id}`, {
      token: studentToken,
      body: { option: index % question.options.length, marked: index === 1 },
    });
  const submitted = await api.call<FinishedAttempt>('POST', `/api/attempts/${started.id}/submit`, {
    token: studentToken,
    body: {},
  });
  if (submitted.status !== 'finished') throw new Error(`the submitted attempt is ${submitted.status}`);

  // A saved module and a bookmarked page of its first note.
  await api.call('POST', '/api/saved', {
    token: studentToken,
    body: { category: 'module', id: module.id },
    status: 201,
  });
  await api.call('PUT', `/api/notes/${noteId}/bookmarks/1`, { token: studentToken, body: {} });

  // An order of one paper (WhatsApp, awaiting payment), then another paper left in the cart.
  const cart = await api.call<Cart>('POST', '/api/cart/items', {
    token: studentToken,
    body: { paperId: ordered.id },
    status: 201,
  });
  const { order } = await api.call<{ order: Order }>('POST', '/api/orders', {
    token: studentToken,
    body: { method: 'whatsapp', seenTotalPaise: cart.totalPaise },
    status: 201,
  });
  await api.call('POST', '/api/cart/items', { token: studentToken, body: { paperId: inCart.id }, status: 201 });

  // A doubt about the first question of the finished test, answered by staff.
  const doubtText = 'Why is the second option wrong here? (asked before the upgrade)';
  const answerText = 'Read the module note, page 1: it explains this. (answered before the upgrade)';
  const doubt = await api.call<{ id: number }>('POST', '/api/doubts', {
    token: studentToken,
    body: { moduleId: module.id, attemptId: started.id, questionId: started.questions[0]?.id, text: doubtText },
    status: 201,
  });
  await api.call('POST', `/api/admin/doubts/${doubt.id}/messages`, {
    token: adminToken,
    body: { text: answerText },
    status: 201,
  });

  const ids = { attemptId: started.id, orderId: order.id, doubtId: doubt.id };
  return {
    student: STUDENT,
    studentToken,
    adminToken,
    lastCodeAt,
    ...ids,
    result: submitted.result,
    orderedPaperId: ordered.id,
    cartPaperId: inCart.id,
    enrolledPaperId: enrolled.id,
    doubtText,
    answerText,
    studentReads: await readAll(api, studentReadsOf(ids, noteId), studentToken),
    staffReads: await readAll(api, staffReadsOf(ids), adminToken),
  };
}

async function readAll(api: Api, urls: string[], token: string): Promise<Record<string, unknown>> {
  const reads: Record<string, unknown> = {};
  for (const url of urls) reads[url] = await api.get(url, token);
  return reads;
}

/**
 * Where `after` differs from `before` for every field `before` has: a missing field or another
 * value. Lists must keep their length and order; objects may gain fields.
 */
export function differences(before: unknown, after: unknown, at = ''): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) return [`${at}: was a list, now ${JSON.stringify(after)}`];
    if (after.length !== before.length) return [`${at}: had ${before.length} entries, now ${after.length}`];
    return before.flatMap((entry, index) => differences(entry, after[index], `${at}[${index}]`));
  }
  if (typeof before === 'object' && before !== null) {
    if (typeof after !== 'object' || after === null || Array.isArray(after))
      return [`${at}: was an object, now ${JSON.stringify(after)}`];
    return Object.entries(before).flatMap(([key, value]) =>
      key in after
        ? differences(value, (after as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}: gone (was ${JSON.stringify(value)})`],
    );
  }
  return Object.is(before, after) ? [] : [`${at}: was ${JSON.stringify(before)}, now ${JSON.stringify(after)}`];
}

function expect(condition: boolean, what: string, problems: string[]): void {
  if (!condition) problems.push(what);
}

/** Everything the previous release left, read through this commit's API; returns what is wrong. */
export async function checkData(api: Api, dataDir: string, before: Before): Promise<string[]> {
  const problems: string[] = [];
  const { studentToken, adminToken } = before;

  // The app answers: health, the public catalogue, a read with the session the old server gave.
  await api.get('/api/health');
  const { papers } = await api.get<{ papers: Paper[] }>('/api/papers?type=Major');
  expect(papers.length >= 3, `the catalogue lists ${papers.length} Major papers`, problems);

  // Every read the previous release answered, answered the same.
  for (const [reads, token] of [
    [before.studentReads, studentToken],
    [before.staffReads, adminToken],
  ] as const)
    for (const [url, answer] of Object.entries(reads))
      problems.push(...differences(answer, await api.get(url, token), url));

  // And what a college would check by hand.
  const attempt = await api.get<FinishedAttempt>(`/api/attempts/${before.attemptId}`, studentToken);
  expect(attempt.status === 'finished', `the attempt is ${attempt.status}, not finished`, problems);
  expect(
    differences(before.result, attempt.status === 'finished' ? attempt.result : null).length === 0,
    `the attempt's result changed: ${JSON.stringify(before.result)} → ${JSON.stringify(attempt.result)}`,
    problems,
  );
  const cart = await api.get<Cart>('/api/cart', studentToken);
  expect(
    cart.count === 1 && cart.items[0]?.paperId === before.cartPaperId,
    `the cart holds ${JSON.stringify(cart.items)}, not paper ${before.cartPaperId}`,
    problems,
  );
  const order = await api.get<Order>(`/api/orders/${before.orderId}`, studentToken);
  expect(
    order.status === 'awaiting_payment' &&
      order.lines.length === 1 &&
      order.lines[0]?.paperId === before.orderedPaperId,
    `the order is ${order.status} with ${JSON.stringify(order.lines)}`,
    problems,
  );
  const doubt = await api.get<Doubt>(`/api/doubts/${before.doubtId}`, studentToken);
  expect(
    doubt.status === 'answered' &&
      doubt.messages.map((message) => `${message.from}: ${message.text}`).join('\n') ===
        `student: ${before.doubtText}\ntutor: ${before.answerText}`,
    `the doubt is ${doubt.status} with ${JSON.stringify(doubt.messages)}`,
    problems,
  );
  const { papers: enrolled } = await api.get<{ papers: Paper[] }>('/api/enrollments', studentToken);
  expect(
    enrolled.some((paper) => paper.id === before.enrolledPaperId),
    `the enrollment in paper ${before.enrolledPaperId} is gone: ${JSON.stringify(enrolled.map((paper) => paper.id))}`,
    problems,
  );

  // The app still works on the upgraded data: the order in the console, a new line in the cart.
  await api.get(`/api/admin/orders/${before.orderId}`, adminToken);
  await api.call('DELETE', '/api/cart', { token: studentToken, status: 204 });
  await api.call('POST', '/api/cart/items', {
    token: studentToken,
    body: { paperId: before.cartPaperId },
    status: 201,
  });

  // Login still works: a new code by SMS (a phone may ask again only 30 s after its last code).
  const wait = before.lastCodeAt + 31_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const token = await logInByCode(api, dataDir, before.student);
  const { user } = await api.get<{ user: { phone: string } }>('/api/me', token);
  expect(user.phone === before.student.phone, `the new login is ${user.phone}`, problems);
  return problems;
}
