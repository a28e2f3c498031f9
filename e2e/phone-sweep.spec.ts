/**
 * The 390 px sweep: every route of the router (config/route-patterns.ts, which a unit test keeps
 * equal to the route table) opened as every role (logged out, the demo student with their
 * enrollments, a teacher, the demo admin) on a 390 px phone, with real ids from the demo data.
 * Each screen fails on sideways scrolling (the page wider than the screen, or an element past its
 * edge outside a deliberate sideways scroller) and on a clipped control (a button, link or field
 * past the screen's edge, or cut by an ancestor that hides its overflow). The same visit runs axe
 * (no serious or critical WCAG 2.2 A/AA violation): on every screen logged out and as the student,
 * which is the student app's axe sweep at 390 px (accessibility.spec.ts keeps the one at 1280 px),
 * and on every console screen as the two staff roles. A failing screen's picture is attached to the
 * report; SWEEP_SCREENSHOTS=<folder> keeps a picture of every screen.
 *
 * Then the student app again in Malayalam, whose words are longer: every route's screen logged out
 * and as a student whose account speaks Malayalam (a new one, granted the demo student's paper, so
 * the demo student's language is never touched), with the same checks and axe; the screens opened
 * by a step of their own (a menu, a form's error) are left to the English pass, whose steps find
 * controls by their English names.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { routePatterns, type TRoutePattern } from '../apps/web/src/config/route-patterns';
import { demoAdminToken, newStudent } from './accounts';
import { demoStudentToken } from './demo-student';
import { getJson } from './api-calls';
import { expect, test } from './fixtures';
import { openInstructionsFromMockTestCard } from './mock-test-card';

const WIDTH = 390;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type TRole = 'logged out' | 'student' | 'teacher' | 'admin';

interface Ids {
  enrolledPaperId: number;
  lockedPaperId: number;
  moduleId: number;
  moduleNumber: number;
  moduleTitle: string;
  videoId: number;
  orderId: number;
  doubtId: number;
  grievanceId: number;
  studentUserId: number;
  /** A test the demo student has started and not submitted, and one they have submitted. */
  openAttempt: { id: number; paperId: number };
  doneAttempt: { id: number; paperId: number };
}

/**
 * One screen to open: its address, and optionally what to do there before checking it (open a
 * menu), for the roles that reach it (all unless said).
 */
type TVisit = {
  address: string;
  note?: string;
  open?: (page: Page) => Promise<void>;
  /** A check of its own for this screen (beyond the sweep's), returning what it found. */
  check?: (page: Page) => Promise<string[]>;
  roles?: readonly TRole[];
};

/**
 * Every route pattern's addresses. Typed by the pattern list, so a pattern without an entry is a
 * type error, and the first test below fails on one too.
 */
const sweep: Record<TRoutePattern, (ids: Ids) => TVisit[]> = {
  '/': () => [{ address: '/' }],
  '/login': () => [
    { address: '/login' },
    {
      address: '/login',
      note: 'phone error',
      roles: ['logged out'],
      open: async (page) => {
        await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
        await page.getByRole('textbox', { name: 'Mobile number' }).press('Enter');
        await expect(page.getByRole('alert')).toBeVisible();
      },
    },
    {
      // The code step, without sending an SMS (the server allows one a phone every 30 s).
      address: '/login',
      note: 'code step',
      roles: ['logged out'],
      open: async (page) => {
        await page.route('**/api/auth/otp', (route) =>
          route.fulfill({ status: 202, json: { resendAfterSeconds: 30, expiresInSeconds: 300 } }),
        );
        await page.getByRole('textbox', { name: 'Mobile number' }).fill('9000000001');
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
        await page.unroute('**/api/auth/otp');
      },
    },
  ],
  '/signup': () => [
    { address: '/signup' },
    {
      address: '/signup',
      note: 'errors shown',
      roles: ['logged out'],
      open: async (page) => page.getByRole('button', { name: 'Submit' }).click(),
    },
    {
      address: '/signup',
      note: 'college list open',
      roles: ['logged out'],
      open: async (page) => {
        const college = page.getByRole('combobox', { name: 'College' });
        await college.click();
        await college.fill('Col');
        await expect(college).toHaveAttribute('aria-expanded', 'true');
      },
      // The open list must not cover the way out for a student whose college it lacks.
      check: async (page) => {
        const notListed = page.getByRole('checkbox', { name: 'My college is not listed' });
        const drawn = await notListed.evaluate((box) => {
          const { left, top, width, height } = box.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + height / 2);
          return hit === box || hit?.contains(box) ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
        });
        return drawn === null ? [] : [`'My college is not listed' is covered by ${drawn}`];
      },
    },
  ],
  '/papers': () => [{ address: '/papers' }],
  '/paper-details/:paperId': (ids) => [
    { address: `/paper-details/${ids.enrolledPaperId}` },
    { address: `/paper-details/${ids.lockedPaperId}` },
    // Every tab of the learning screen's content pane, one after the other.
    ...['Notes', 'Audio', 'Video', 'Mock test'].map((tab): TVisit => ({
      address: `/paper-details/${ids.enrolledPaperId}`,
      note: `${tab} tab`,
      roles: ['student'],
      open: async (page) => {
        const control = page.getByRole('tablist', { name: 'Module content' }).getByRole('tab', { name: tab });
        await control.click();
        await expect(control).toHaveAttribute('aria-selected', 'true');
      },
    })),
  ],
  '/subscrptions': (ids) => [
    { address: '/subscrptions' },
    { address: `/subscrptions?paper=${ids.lockedPaperId}` },
    { address: `/subscrptions?paper=${ids.enrolledPaperId}&module=${ids.moduleNumber}` },
  ],
  '/module-summary/:moduleId': (ids) => [{ address: `/module-summary/${ids.moduleId}` }],
  '/view-note/:moduleId': (ids) => [{ address: `/view-note/${ids.moduleId}` }],
  '/video-class/:courseId/:vdoId': (ids) => [{ address: `/video-class/${ids.enrolledPaperId}/${ids.videoId}` }],
  '/commig-soon': () => [{ address: '/commig-soon' }],
  '/quiz-result': (ids) => [
    { address: `/quiz-result?attemptId=${ids.doneAttempt.id}&paperId=${ids.doneAttempt.paperId}` },
  ],
  '/answer-key': (ids) => [
    { address: `/answer-key?attemptId=${ids.doneAttempt.id}&paperId=${ids.doneAttempt.paperId}` },
  ],
  '/quiz-analysis': (ids) => [
    { address: `/quiz-analysis?attemptId=${ids.doneAttempt.id}&paperId=${ids.doneAttempt.paperId}` },
  ],
  '/enrolled': () => [{ address: '/enrolled' }],
  '/leader-board-page': () => [{ address: '/leader-board-page' }],
  '/chat-assistant': () => [{ address: '/chat-assistant' }],
  '/about-us': () => [
    { address: '/about-us' },
    {
      address: '/about-us',
      note: 'account menu open',
      roles: ['student'],
      open: async (page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click(),
    },
    {
      address: '/about-us',
      note: 'sidebar open',
      roles: ['student'],
      open: async (page) => {
        const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
        if (await menu.isVisible()) await menu.click();
      },
    },
  ],
  '/privacy-policy': () => [{ address: '/privacy-policy' }],
  '/mock-test': (ids) => [
    { address: '/mock-test' },
    {
      address: `/mock-test?paperId=${ids.enrolledPaperId}&moduleId=${ids.moduleNumber}&category=weekly_challenge`,
    },
    {
      address: `/paper-details/${ids.enrolledPaperId}`,
      note: 'the instructions, from the Mock test card',
      roles: ['student'],
      open: async (page) => openInstructionsFromMockTestCard(page, ids.moduleTitle),
    },
  ],
  '/weekly-challenge-exam': (ids) => [
    { address: `/weekly-challenge-exam?attemptId=${ids.openAttempt.id}&paperId=${ids.openAttempt.paperId}` },
  ],
  '/feedback': () => [{ address: '/feedback' }],
  '/feedback-support': () => [{ address: '/feedback-support' }],
  '/feedback-rating': () => [{ address: '/feedback-rating' }],
  '/your-doubts': () => [{ address: '/your-doubts' }],
  '/mistake-notebook': () => [{ address: '/mistake-notebook' }],
  '/practice': () => [{ address: '/practice?source=notebook' }],
  '/*': () => [{ address: '/no-such-page' }],
  '/cart': () => [{ address: '/cart' }],
  '/my-profile': () => [{ address: '/my-profile' }],
  '/my-profile/edit-profile': () => [{ address: '/my-profile/edit-profile' }],
  '/my-profile/mock-test': () => [{ address: '/my-profile/mock-test' }],
  '/my-profile/save-items': () => [{ address: '/my-profile/save-items' }],
  '/my-profile/notification': () => [{ address: '/my-profile/notification' }],
  '/my-profile/orders': () => [{ address: '/my-profile/orders' }],
  '/my-profile/downloads': () => [{ address: '/my-profile/downloads' }],
  '/my-profile/your-data': () => [{ address: '/my-profile/your-data' }],
  '/my-profile/grievances': () => [{ address: '/my-profile/grievances' }],
  '/my-profile/orders/:orderId': (ids) => [{ address: `/my-profile/orders/${ids.orderId}` }],
  '/admin': () => [{ address: '/admin' }],
  '/admin/papers': () => [{ address: '/admin/papers' }],
  '/admin/doubts': () => [{ address: '/admin/doubts' }, { address: '/admin/doubts?status=open' }],
  '/admin/doubts/:doubtId': (ids) => [{ address: `/admin/doubts/${ids.doubtId}` }],
  '/admin/feedback': () => [{ address: '/admin/feedback' }],
  '/admin/data-requests': () => [{ address: '/admin/data-requests' }],
  '/admin/data-requests/grievances/:grievanceId': (ids) => [
    { address: `/admin/data-requests/grievances/${ids.grievanceId}` },
  ],
  '/admin/data-requests/exports': () => [{ address: '/admin/data-requests/exports' }],
  '/admin/data-requests/erasures': () => [{ address: '/admin/data-requests/erasures' }],
  '/admin/data-requests/parental-consents': () => [{ address: '/admin/data-requests/parental-consents' }],
  '/admin/announcements': () => [{ address: '/admin/announcements' }],
  '/admin/orders': () => [{ address: '/admin/orders' }],
  '/admin/sales': () => [{ address: '/admin/sales' }],
  '/admin/papers/new': () => [{ address: '/admin/papers/new' }],
  '/admin/papers/:paperId': (ids) => [{ address: `/admin/papers/${ids.enrolledPaperId}` }],
  '/admin/modules/:moduleId': (ids) => [{ address: `/admin/modules/${ids.moduleId}` }],
  '/admin/modules/:moduleId/questions/:category': (ids) => [
    { address: `/admin/modules/${ids.moduleId}/questions/weekly_challenge` },
  ],
  '/admin/modules/:moduleId/tests/:category/report': (ids) => [
    { address: `/admin/modules/${ids.moduleId}/tests/weekly_challenge/report` },
  ],
  '/admin/people': () => [{ address: '/admin/people' }],
  '/admin/classes': () => [{ address: '/admin/classes' }],
  '/admin/people/:userId': (ids) => [{ address: `/admin/people/${ids.studentUserId}` }],
  '/admin/reference-data': () => [{ address: '/admin/reference-data' }],
  '/admin/enrollments/import': () => [{ address: '/admin/enrollments/import' }],
  '/admin/audit-log': () => [{ address: '/admin/audit-log' }],
  '/admin/delivery-failures': () => [{ address: '/admin/delivery-failures' }],
};

async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'patch',
  url: string,
  token: string,
  data: unknown,
) {
  const response = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type TModule = { id: number; number: number; title: string; isFreePreview: boolean };
type TTest = { category: string; status: string; opensAt: number | null; closesAt: number | null };

/**
 * Starts a test the demo student has not taken, in a paper other than the first Major one (the
 * axe sweep and the mock-test journeys take that one's), from the last module back.
 */
async function startUntakenTest(request: APIRequestContext, token: string, paperIds: number[]) {
  for (const paperId of paperIds) {
    const { modules } = await getJson<{ modules: TModule[] }>(request, `/api/papers/${paperId}/modules`, token);
    for (const module of [...modules].reverse()) {
      const { tests } = await getJson<{ tests: TTest[] }>(request, `/api/modules/${module.id}/tests`, token);
      const isOpen = (test: TTest) =>
        (test.opensAt === null || test.opensAt <= Date.now()) && (test.closesAt === null || test.closesAt > Date.now());
      const fresh = tests.find((test) => test.status === 'not_started' && isOpen(test));
      if (!fresh) continue;
      const attempt = await send<{ id: number; questions: { id: number }[] }>(request, 'post', '/api/attempts', token, {
        moduleId: module.id,
        category: fresh.category,
      });
      return { id: attempt.id, paperId, questions: attempt.questions };
    }
  }
  throw new Error('the demo student has taken every test of their other papers');
}

let cachedIds: Ids | undefined;

/** The demo data's ids, and what the sweep needs that the demo data lacks: an order, a doubt, two attempts. */
async function sweepIds(request: APIRequestContext): Promise<Ids> {
  if (cachedIds) return cachedIds;
  const token = await demoStudentToken(request);
  const adminToken = await demoAdminToken(request);
  const { papers } = await getJson<{ papers: { id: number }[] }>(request, '/api/papers?type=Major');
  const enrolled = await getJson<{ papers: { id: number; type: string }[] }>(request, '/api/enrollments', token);
  const enrolledIds = new Set(enrolled.papers.map((paper) => paper.id));
  const enrolledPaperId = papers.find((paper) => enrolledIds.has(paper.id))!.id;
  const lockedPaperId = papers.find((paper) => !enrolledIds.has(paper.id))!.id;
  const { modules } = await getJson<{ modules: TModule[] }>(request, `/api/papers/${enrolledPaperId}/modules`, token);
  const module = modules[1] ?? modules[0]!;
  const { videos } = await getJson<{ videos: { id: number }[] }>(request, `/api/modules/${module.id}/videos`, token);

  // An order awaiting payment (the console's orders show 'Confirm payment' for it), and a line in the cart.
  let { items: orders } = await getJson<{ items: { id: number }[] }>(request, '/api/orders', token);
  const locked = await getJson<{ modules: TModule[] }>(request, `/api/papers/${lockedPaperId}/modules`, token);
  const paidFor = locked.modules.filter((entry) => !entry.isFreePreview);
  if (orders.length === 0) {
    await send(request, 'post', '/api/cart/items', token, { moduleId: paidFor[0]!.id });
    const cart = await getJson<{ totalPaise: number }>(request, '/api/cart', token);
    await send(request, 'post', '/api/orders', token, { method: 'whatsapp', seenTotalPaise: cart.totalPaise });
    orders = (await getJson<{ items: { id: number }[] }>(request, '/api/orders', token)).items;
    await send(request, 'post', '/api/cart/items', token, { moduleId: paidFor[1]!.id });
  }

  const otherPapers = enrolled.papers.filter((paper) => paper.id !== enrolledPaperId).map((paper) => paper.id);
  const done = await startUntakenTest(request, token, otherPapers);
  await send(request, 'post', `/api/attempts/${done.id}/submit`, token, {
    answers: { [done.questions[0]!.id]: 1 },
  });
  const open = await startUntakenTest(request, token, otherPapers);
  // The quiz with answers saved, as a student sees it mid-way (the palette marks them).
  for (const [index, question] of open.questions.slice(0, 3).entries()) {
    const saved = await request.put(`/api/attempts/${open.id}/answers/${question.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { option: index },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  const doubt = await send<{ id: number }>(request, 'post', '/api/doubts', token, {
    moduleId: module.id,
    text: 'Why does a stack remove the newest item first? A question long enough to wrap on a phone screen.',
  });
  const grievance = await send<{ id: number }>(request, 'post', '/api/me/grievances', token, {
    category: 'access',
    subject: 'Which of my details does the app keep, and who can read them?',
    text: 'A grievance long enough to wrap on a phone screen, about what the app holds about me and for how long.',
  });
  const me = await getJson<{ user: { id: number } }>(request, '/api/me', token);
  void adminToken;
  cachedIds = {
    enrolledPaperId,
    lockedPaperId,
    moduleId: module.id,
    moduleNumber: module.number,
    moduleTitle: module.title,
    videoId: videos[0]!.id,
    orderId: orders[0]!.id,
    doubtId: doubt.id,
    grievanceId: grievance.id,
    studentUserId: me.user.id,
    openAttempt: { id: open.id, paperId: open.paperId },
    doneAttempt: { id: done.id, paperId: done.paperId },
  };
  return cachedIds;
}

let teacherToken: string | undefined;

/** A student who signs up and whom the admin makes a teacher. */
async function newTeacherToken(request: APIRequestContext): Promise<string> {
  if (teacherToken) return teacherToken;
  const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
  const teacher = await newStudent(request, 'Sweep Teacher', `94${stamp}5`);
  const me = await getJson<{ user: { id: number } }>(request, '/api/me', teacher.token);
  await send(request, 'patch', `/api/admin/users/${me.user.id}/role`, await demoAdminToken(request), {
    role: 'teacher',
  });
  teacherToken = teacher.token;
  return teacherToken;
}

/** Counts the page's requests in flight, so a screen is checked once it has drawn its data. */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/** Waits until no request has been in flight for 150 ms and no 'Loading...' is left (quicker than networkidle's 500 ms). */
async function settle(page: Page, inFlight: Set<unknown>) {
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - quietSince < 150 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
  }
  // In either language ('ലോഡ് ചെയ്യുന്നു...' is Malayalam's 'Loading...').
  await expect(
    page.getByText(/^(Loading|Rendering|Retrying)\b.*\.\.\.$|^\S*\s?(ലോഡ് ചെയ്യുന്നു|വീണ്ടും ശ്രമിക്കുന്നു)\.\.\.$/),
  ).toHaveCount(0, {
    timeout: 15_000,
  });
  // Drawers and panels that slide are measured where they come to rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What does not fit a phone on the page as it is now, one line each: the page scrolling sideways,
 * an element past the screen's edge that no sideways scroller of its own holds, and a control
 * past the edge or cut by an ancestor that hides its overflow. Carousels (aria-roledescription)
 * keep their slides past the edge on purpose.
 */
function layoutProblems(width: number): string[] {
  const problems: string[] = [];
  const name = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text.slice(0, 40)}"` : ''}`;
  };
  const isShown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const inCarousel = (element: Element) => element.closest('[aria-roledescription="carousel"]') !== null;
  const overflowOf = (element: Element) => getComputedStyle(element);

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);

  /** The nearest ancestor that scrolls sideways or hides what overflows it sideways. */
  const sidewaysFrame = (element: Element) => {
    for (
      let ancestor = element.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      if (overflowOf(ancestor).overflowX !== 'visible') return ancestor;
    }
    return null;
  };

  const reported = new Set<Element>();
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!isShown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (sidewaysFrame(element) !== null || inCarousel(element)) continue;
    // The outermost element past the edge only: its children are past it because it is.
    if (element.parentElement && reported.has(element.parentElement)) {
      reported.add(element);
      continue;
    }
    reported.add(element);
    problems.push(`${name(element)} runs past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} px)`);
  }

  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
  );
  for (const control of Array.from(controls)) {
    if (!isShown(control) || inCarousel(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1) {
      problems.push(
        `${name(control)} is cut off at the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} px)`,
      );
      continue;
    }
    for (
      let ancestor = control.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = overflowOf(ancestor);
      const frame = ancestor.getBoundingClientRect();
      const cutSideways = style.overflowX !== 'visible' && (box.left < frame.left - 1 || box.right > frame.right + 1);
      const hidesDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const cutDown = hidesDown && (box.top < frame.top - 1 || box.bottom > frame.bottom + 1);
      if (cutSideways || cutDown) {
        problems.push(`${name(control)} is cut by its frame ${name(ancestor).slice(0, 60)}`);
        break;
      }
    }
  }
  return problems;
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `axe ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
}

type TLanguage = 'en' | 'ml';

async function walk(page: Page, role: TRole, ids: Ids, testInfo: TestInfo, language: TLanguage = 'en') {
  const found: string[] = [];
  const checked = new Set<string>();
  const inFlight = trackRequests(page);
  let needsFreshDocument = true;
  for (const pattern of routePatterns) {
    for (const visit of sweep[pattern](ids)) {
      if (visit.roles && !visit.roles.includes(role)) continue;
      if (language === 'ml' && (visit.open || visit.check)) continue;
      const label = `${pattern} ${visit.address}${visit.note ? ` (${visit.note})` : ''}`;
      await test.step(label, async () => {
        if (needsFreshDocument) {
          await page.goto(`/#${visit.address}`);
        } else {
          // The app moves to the address as a link would (the page is not loaded again): quicker,
          // and what a student does; after an opened menu, a fresh document starts clean.
          await page.evaluate((address) => {
            window.location.hash = address;
          }, visit.address);
        }
        needsFreshDocument = Boolean(visit.open);
        await settle(page, inFlight);
        // A guarded screen that only lands where an earlier one did (the login) is not checked twice.
        if (!visit.open && checked.has(page.url())) return;
        checked.add(page.url());
        if (visit.open) {
          await visit.open(page);
          await settle(page, inFlight);
        }
        const problems = await page.evaluate(layoutProblems, WIDTH);
        if (language === 'ml') problems.push(...(await page.evaluate(notInMalayalam)));
        if (visit.check) problems.push(...(await visit.check(page)));
        // axe on what each role is the audience of: the student app logged out and as the student,
        // the console as staff.
        const isConsole = new URL(page.url()).hash.startsWith('#/admin');
        const isStaff = role === 'teacher' || role === 'admin';
        if (isConsole ? isStaff : !isStaff) problems.push(...(await axe(page)));
        if (process.env.SWEEP_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.SWEEP_SCREENSHOTS}/${`${role} ${label}`.replace(/[^\w]+/g, '-')}.png`,
          });
        if (problems.length > 0) {
          found.push(...problems.map((problem) => `${role} ${label}: ${problem}`));
          await testInfo.attach(`${role} ${label}`.replace(/[^\w]+/g, '-'), {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      });
    }
  }
  return found;
}

/** The page is not the Malayalam interface: its language, or a heading with no Malayalam in it. */
function notInMalayalam(): string[] {
  const problems: string[] = [];
  if (document.documentElement.lang !== 'ml-IN') problems.push(`page language is "${document.documentElement.lang}"`);
  const malayalam = /[\u0D00-\u0D7F]/;
  const main = document.querySelector('main') ?? document.body;
  if (!malayalam.test(main.textContent ?? '')) problems.push('no Malayalam text on the screen');
  return problems;
}

/** A new student whose account speaks Malayalam, enrolled in the demo student's paper. */
async function malayalamStudentToken(request: APIRequestContext, ids: Ids): Promise<string> {
  const admin = await demoAdminToken(request);
  const { token } = await newStudent(request, 'Malayalam Reader', `95${String(Date.now()).slice(-8)}`);
  const { user } = await getJson<{ user: { id: number } }>(request, '/api/me', token);
  const granted = await request.post(`/api/admin/users/${user.id}/enrollments`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { paperId: ids.enrolledPaperId },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  const chosen = await request.put('/api/me/language', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'ml' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return token;
}

test.describe('every route at 390 px @mobile', () => {
  test.use({ viewport: { width: WIDTH, height: 844 }, actionTimeout: 10_000 });

  test('every route pattern has a sweep entry', () => {
    const missing = routePatterns.filter((pattern) => !(pattern in sweep));
    expect(missing).toEqual([]);
    expect(Object.keys(sweep).sort()).toEqual([...routePatterns].sort());
  });

  const roles: TRole[] = ['logged out', 'student', 'teacher', 'admin'];
  for (const role of roles) {
    test(`as ${role}, nothing scrolls sideways or is cut off, and ${role === 'teacher' || role === 'admin' ? 'console' : 'student'} screens pass axe`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(360_000);
      const ids = await sweepIds(page.request);
      const token =
        role === 'student'
          ? await demoStudentToken(page.request)
          : role === 'teacher'
            ? await newTeacherToken(page.request)
            : role === 'admin'
              ? await demoAdminToken(page.request)
              : null;
      if (token)
        await page.addInitScript((value) => {
          if (window.top === window && window.location.protocol !== 'about:')
            window.localStorage.setItem('authToken', value);
        }, token);
      const found = await walk(page, role, ids, testInfo);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('every student screen in Malayalam at 390 px @mobile', () => {
  test.use({ viewport: { width: WIDTH, height: 844 }, actionTimeout: 10_000 });

  for (const role of ['logged out', 'student'] as const) {
    test(`as ${role}, in Malayalam nothing scrolls sideways or is cut off, and every screen passes axe`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(360_000);
      const ids = await sweepIds(page.request);
      const token = role === 'student' ? await malayalamStudentToken(page.request, ids) : null;
      await page.addInitScript((value) => {
        if (window.top !== window || window.location.protocol === 'about:') return;
        // Logged out, the device's language; logged in, the account's wins (it is Malayalam too).
        window.localStorage.setItem('padanam.language', 'ml');
        if (value) window.localStorage.setItem('authToken', value);
      }, token);
      const found = await walk(page, role, ids, testInfo, 'ml');
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
