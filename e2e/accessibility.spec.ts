/**
 * axe on every screen of the route table (config/paths.ts, app/routes.tsx), logged out and logged
 * in as the demo student, at 1280 px: no serious or critical violation of WCAG 2.2 A/AA. At 390 px
 * the phone sweep (phone-sweep.spec.ts) runs axe on the same screens and states in the visit that
 * checks their layout, so a phone's screens are opened once. Screens that need state get it the way a student does (walking to the mock test
 * from its card) or with ids from the API (a module, a note, a video, a fresh attempt).
 *
 * One test per width and login state visits every screen in one page, so the suite stays quick;
 * it reports every violation of every screen at once rather than stopping at the first.
 * AXE_SCREENSHOTS=<folder> saves each scanned screen as a PNG, to check a fix by eye.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoStudentToken } from './demo-student';
import { getJson } from './api-calls';
import { expect, test } from './fixtures';
import { openInstructionsFromMockTestCard } from './mock-test-card';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Ids {
  enrolledPaperId: number;
  lockedPaperId: number;
  /** Module 2 of the enrolled paper: its mock tests stay untaken (mock-test.spec.ts takes module 1's). */
  moduleId: number;
  moduleTitle: string;
  videoId: number;
}

type TScreen = { name: string; path: string; open?: (page: Page) => Promise<void> };

/** Waits until the page has drawn its data: no request in flight, no 'Loading...' left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^(Loading|Rendering|Retrying)\b.*\.\.\.$/)).toHaveCount(0, { timeout: 15_000 });
}

/** The serious and critical WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/**
 * Opens a screen in a fresh document, as a link from outside would, and scans it. A screen that
 * only lands where an earlier one did (a guarded page sending a visitor to the login) is not
 * scanned twice.
 */
async function scanScreen(page: Page, screen: TScreen, scannedUrls: Set<string>): Promise<string[]> {
  // A hash change alone would keep the previous screen's open panels and cached data.
  await page.goto('about:blank');
  await page.goto(`/#${screen.path}`);
  if (screen.open) {
    await screen.open(page);
  } else {
    await settle(page);
    if (scannedUrls.has(page.url())) return [];
  }
  await settle(page);
  scannedUrls.add(page.url());
  if (process.env.AXE_SCREENSHOTS) {
    const file = `${screen.name.replace(/[^\w]+/g, '-')}-${page.viewportSize()?.width}.png`;
    await page.screenshot({ path: `${process.env.AXE_SCREENSHOTS}/${file}`, fullPage: true });
  }
  return blockingViolations(page, screen.name);
}

async function catalogueIds(request: APIRequestContext): Promise<Ids> {
  const { papers } = await getJson<{ papers: { id: number }[] }>(request, '/api/papers?type=Major');
  const [enrolled, locked] = papers;
  if (!enrolled || !locked) throw new Error('the demo data needs two Major papers');
  const { modules } = await getJson<{ modules: { id: number; title: string }[] }>(
    request,
    `/api/papers/${enrolled.id}/modules`,
  );
  const module = modules[1] ?? modules[0]!;
  const token = await demoStudentToken(request);
  const { videos } = await getJson<{ videos: { id: number }[] }>(request, `/api/modules/${module.id}/videos`, token);
  return {
    enrolledPaperId: enrolled.id,
    lockedPaperId: locked.id,
    moduleId: module.id,
    moduleTitle: module.title,
    videoId: videos[0]!.id,
  };
}

/**
 * Starts a test the student has not taken yet (a module's Weekly Challenge or Special Exam; the
 * journeys in mock-test.spec.ts use module 1), so every run and retry finds one still open.
 */
async function startFreshAttempt(request: APIRequestContext, token: string, paperId: number): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const { modules } = await getJson<{ modules: { id: number }[] }>(request, `/api/papers/${paperId}/modules`, token);
  // From the last module back, so module 2 (whose Mock test card the suite opens) is left till last.
  for (const module of modules.slice(1).reverse()) {
    const { tests } = await getJson<{
      tests: { category: string; status: string; opensAt: number | null; closesAt: number | null }[];
    }>(request, `/api/modules/${module.id}/tests`, token);
    // Other journeys add modules whose tests have a window (question-bank.spec.ts): only an open one starts.
    const isOpen = (test: { opensAt: number | null; closesAt: number | null }) =>
      (test.opensAt === null || test.opensAt <= Date.now()) && (test.closesAt === null || test.closesAt > Date.now());
    const fresh = tests.find((test) => test.status === 'not_started' && isOpen(test));
    if (!fresh) continue;
    const started = await request.post('/api/attempts', {
      headers,
      data: { moduleId: module.id, category: fresh.category },
    });
    expect(started.ok(), await started.text()).toBe(true);
    return ((await started.json()) as { id: number }).id;
  }
  throw new Error('every mock test of the paper has been taken');
}

async function answerFirstQuestions(request: APIRequestContext, token: string, attemptId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const attempt = await getJson<{ questions: { id: number }[] }>(request, `/api/attempts/${attemptId}`, token);
  for (const [index, question] of attempt.questions.slice(0, 3).entries()) {
    const saved = await request.put(`/api/attempts/${attemptId}/answers/${question.id}`, {
      headers,
      data: { option: index },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

async function submitAttempt(request: APIRequestContext, token: string, attemptId: number) {
  const submitted = await request.post(`/api/attempts/${attemptId}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { answers: {} },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

/** The screens every visitor can reach by address; the guarded ones show the login when logged out. */
function routeTableScreens(ids: Ids): TScreen[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Paper selection', path: '/papers' },
    { name: 'Course learning (enrolled paper)', path: `/paper-details/${ids.enrolledPaperId}` },
    { name: 'Course learning (locked paper)', path: `/paper-details/${ids.lockedPaperId}` },
    { name: 'Subscriptions', path: '/subscrptions' },
    { name: 'Subscriptions for a locked paper', path: `/subscrptions?paper=${ids.lockedPaperId}` },
    { name: 'Module summary', path: `/module-summary/${ids.moduleId}` },
    { name: 'Note viewer', path: `/view-note/${ids.moduleId}` },
    { name: 'Video class', path: `/video-class/${ids.enrolledPaperId}/${ids.videoId}` },
    { name: 'Coming soon', path: '/commig-soon' },
    { name: 'Enrolled', path: '/enrolled' },
    { name: 'Leaderboard', path: '/leader-board-page' },
    { name: 'Chat assistant', path: '/chat-assistant' },
    { name: 'Cart', path: '/cart' },
    { name: 'About us', path: '/about-us' },
    { name: 'Privacy policy', path: '/privacy-policy' },
    { name: 'Feedback', path: '/feedback' },
    { name: 'Feedback & Support', path: '/feedback-support' },
    { name: 'Feedback rating', path: '/feedback-rating' },
    { name: 'Your doubts', path: '/your-doubts' },
    { name: 'My profile: edit profile', path: '/my-profile/edit-profile' },
    { name: 'My profile: mock tests', path: '/my-profile/mock-test' },
    { name: 'My profile: saved items', path: '/my-profile/save-items' },
    { name: 'My profile: notifications', path: '/my-profile/notification' },
    { name: 'My profile: orders', path: '/my-profile/orders' },
    { name: 'My profile: downloads', path: '/my-profile/downloads' },
    { name: 'My profile: your data', path: '/my-profile/your-data' },
    { name: 'Not found', path: '/no-such-page' },
  ];
}

/** Every tab of the learning screen's content pane, one after the other. */
function learningTabs(paperId: number): TScreen[] {
  return ['Notes', 'Audio', 'Video', 'Mock test'].map((tab) => ({
    name: `Course learning, ${tab} tab`,
    path: `/paper-details/${paperId}`,
    open: async (page) => {
      const control = page.getByRole('tablist', { name: 'Module content' }).getByRole('tab', { name: tab });
      await control.click();
      await expect(control).toHaveAttribute('aria-selected', 'true');
    },
  }));
}

const widths = [{ label: '1280 px', viewport: { width: 1280, height: 800 }, tag: '' }] as const;

for (const { label, viewport, tag } of widths) {
  test.describe(`axe at ${label}${tag}`, () => {
    test.use({ viewport, actionTimeout: 10_000 });

    test(`every screen, logged out, at ${label}${tag}`, async ({ page }) => {
      test.setTimeout(180_000);
      const ids = await catalogueIds(page.request);
      const found: string[] = [];
      const scannedUrls = new Set<string>();
      const screens: TScreen[] = [
        { name: 'Login', path: '/login' },
        {
          name: 'Login, phone error',
          path: '/login',
          open: async (page) => {
            await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
            await page.getByRole('textbox', { name: 'Mobile number' }).press('Enter');
            await expect(page.getByRole('alert')).toBeVisible();
          },
        },
        {
          // The code step, without sending an SMS (the server allows one a phone every 30 s).
          name: 'Login, code step',
          path: '/login',
          open: async (page) => {
            await page.route('**/api/auth/otp', (route) =>
              route.fulfill({ status: 202, json: { resendAfterSeconds: 30, expiresInSeconds: 300 } }),
            );
            await page.getByRole('textbox', { name: 'Mobile number' }).fill('9000000001');
            await page.getByRole('button', { name: 'Send OTP' }).click();
            await page.unroute('**/api/auth/otp');
          },
        },
        { name: 'Signup', path: '/signup' },
        {
          name: 'Signup, errors shown',
          path: '/signup',
          open: async (page) => page.getByRole('button', { name: 'Submit' }).click(),
        },
        ...routeTableScreens(ids),
        { name: 'Mock test (no test chosen)', path: '/mock-test' },
        { name: 'Quiz (no attempt)', path: '/weekly-challenge-exam' },
        { name: 'Quiz result (no attempt)', path: '/quiz-result' },
        { name: 'Answer key (no attempt)', path: '/answer-key' },
      ];
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          found.push(...(await scanScreen(page, screen, scannedUrls)));
        });
      }
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`every screen, logged in as the demo student, at ${label}${tag}`, async ({ page }) => {
      test.setTimeout(240_000);
      const ids = await catalogueIds(page.request);
      const token = await demoStudentToken(page.request);
      const attemptId = await startFreshAttempt(page.request, token, ids.enrolledPaperId);
      await answerFirstQuestions(page.request, token, attemptId);
      // The quiz, result and answer key find the attempt where a reload does: this tab's storage.
      await page.addInitScript(
        ({ value, attempt }) => {
          // Only our own top-level pages: not the video embed's frame, not about:blank.
          if (window.top !== window || window.location.protocol === 'about:') return;
          window.localStorage.setItem('authToken', value);
          window.sessionStorage.setItem('padanam.activeAttemptId', String(attempt));
        },
        { value: token, attempt: attemptId },
      );

      const found: string[] = [];
      const scannedUrls = new Set<string>();
      const scan = async (screen: TScreen) =>
        test.step(screen.name, async () => {
          found.push(...(await scanScreen(page, screen, scannedUrls)));
        });

      for (const screen of [...routeTableScreens(ids), ...learningTabs(ids.enrolledPaperId)]) await scan(screen);
      await scan({
        name: 'Account menu, open',
        path: '/about-us',
        open: async (page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click(),
      });
      await scan({
        name: 'Mock test instructions (from the Mock test card)',
        path: `/paper-details/${ids.enrolledPaperId}`,
        open: async (page) => openInstructionsFromMockTestCard(page, ids.moduleTitle),
      });
      await scan({
        name: 'Quiz',
        path: '/weekly-challenge-exam',
        open: async (page) => expect(page.locator('.quiz__footer')).toContainText('1 of'),
      });

      await submitAttempt(page.request, token, attemptId);
      await scan({
        name: 'Quiz result',
        path: '/quiz-result',
        open: async (page) => expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible(),
      });
      await scan({
        name: 'Answer key',
        path: '/answer-key',
        open: async (page) => expect(page.getByText(/Question 1 of \d+/)).toBeVisible(),
      });
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
