#!/usr/bin/env node
// Lighthouse budgets on the local production build, with Lighthouse's default (mobile) config:
// Home, Paper selection, the paper learning screen and the quiz as the demo student, then Home and
// the paper learning screen as a student whose account speaks Malayalam, each audited
// LIGHTHOUSE_RUNS times, in rounds (every page once a round). Fails unless every run scores accessibility
// 1.0 and best practices ≥ 0.95, and the median performance of each page is ≥ 0.90 (the CI floor
// on 2 noisy cores); the 0.95 target is printed as met or missed. JSON reports go to lighthouse-reports/ (ignored by git).
//
//   npm run build && npm run lighthouse
//
// It builds nothing: it serves apps/server/dist and apps/web/dist on a fresh data folder with the
// demo data, and starts Debian's Chromium itself (Lighthouse's own launcher gets no first paint
// from it). The pages are opened through puppeteer-core so that one init script can put the
// session, and for the quiz the started attempt, into each fresh tab before the app runs: the
// quiz finds its attempt in the tab's sessionStorage, which a tab Lighthouse opens for itself
// would not have. Lighthouse clears the origin's storage (localStorage and IndexedDB included, see
// FLAGS) and caches before each run, so every run is a first visit.
//
// CPU slowdown: Lighthouse's simulated throttling multiplies the CPU time it observed on this host
// by a constant 4, which its docs calibrate for a host whose benchmarkIndex is about 1,500 or more.
// This machine's 2 shared cores measure 1,000-2,000 from one minute to the next, and one run's index
// says nothing of that run's own work: the same page's main thread took 670-830 ms at indexes of
// 1,116 and 1,851 alike (bench/RESULTS.md, "Lighthouse's slowdown from the session's benchmarkIndex").
// Scoring each run with its own index made the medians hang on how many runs happened to sample
// high. So every run is first gathered (loaded unthrottled, its trace saved), then all are scored
// with the one multiplier for the median of the session's indexes, the way Lighthouse's calibration
// says (cpuSlowdownFor). It never goes above the default 4, so a fast host is held to exactly
// Lighthouse's mobile preset. The summary prints the indexes' range, their median and the multiplier.
//
// Environment: LIGHTHOUSE_PORT (server, default 3478), LIGHTHOUSE_CHROME_PORT (DevTools, default
// 9333), CHROMIUM (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 9: on 2 shared cores one
// disturbed run scores a page 0.05-0.1 lower, and a busy minute disturbs several in a row; the
// median of nine, taken in rounds, stands four of them. Seven did not: a CI run gave the Quiz 0.89
// from runs of 0.83-0.93, its two lowest gathered at benchmarkIndex 1,798 and 2,227 against the
// session's 2,682, where a quiet window gives the same build 0.93; bench/RESULTS.md, "Page budgets
// at CPU 4x: the last CI run's Quiz"),
// LIGHTHOUSE_PAGES (slugs, comma-separated, e.g. `home,quiz`: only those, while working on them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_DIR = join(ROOT, 'lighthouse-reports');
const SERVER_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3478);
const CHROME_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9333);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 9);
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((slug) => slug.trim());
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const DEMO_STUDENT = { countryCode: '+91', phone: '9000000001' };
const DEMO_ADMIN = { countryCode: '+91', phone: '9000000000' };
/** A student whose account speaks Malayalam, for the pages measured in Malayalam. */
const MALAYALAM_STUDENT = { countryCode: '+91', phone: '9400000027' };
/** Where the web app keeps the device's language (lib/i18n/device-language.ts). */
const LANGUAGE_KEY = 'padanam.language';
/** Where the web app keeps the session token and the quiz its attempt (lib/session, active-attempt.ts). */
const TOKEN_KEY = 'authToken';
const ATTEMPT_KEY = 'padanam.activeAttemptId';

/** Lighthouse's default CPU slowdown (constants.js `mobileSlow4G`), the most any run gets. */
const DEFAULT_CPU_SLOWDOWN = 4;

const BUDGET = { accessibility: 1, bestPractices: 0.95, performanceFloor: 0.9, performanceTarget: 0.95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const children = [];
const tempDirs = [];

/** Stops the server and Chromium, waiting for them to exit before their folders are removed. */
async function shutDown() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown().then(() => process.exit(130)));

class BudgetError extends Error {}

function fail(message) {
  throw new BudgetError(message);
}

async function waitFor(url, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function startServer() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'padanam-lighthouse-data-'));
  tempDirs.push(dataDir);
  // NODE_ENV=test as in the browser suite: production refuses the console SMS outbox this script
  // logs in through, and its only other difference, HSTS, means nothing on plain-HTTP localhost.
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      SMS_PROVIDER: 'console',
      // A server that has been up read its notes' text long ago; reading the demo's at start
      // would share the CPU with the pages being measured.
      NOTE_TEXT_SWEEP_SECONDS: '0',
    },
  });
  children.push(server);
  server.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`lighthouse: the server exited with ${code}`);
  });
  return dataDir;
}

function startChromium() {
  const profile = mkdtempSync(join(os.tmpdir(), 'padanam-lighthouse-chromium-'));
  tempDirs.push(profile);
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${CHROME_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  children.push(chromium);
  return chromium;
}

async function api(path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${ORIGIN}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) fail(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Logs someone in the way the app does: a code by SMS (the console outbox), then verify. */
async function logIn(dataDir, who = DEMO_STUDENT) {
  const askedAt = Date.now() - 1000;
  await api('/auth/otp', { body: who });
  const outbox = join(dataDir, 'sms-outbox.jsonl');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
    const code = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.to === `${who.countryCode}${who.phone}`)
      .filter((entry) => Date.parse(entry.at) >= askedAt)
      .at(-1)
      ?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (code) return (await api('/auth/otp/verify', { body: { ...who, code } })).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`no login code in ${outbox}`);
}

/** The student's first enrolled Major paper, and a started attempt at its first module's Weekly Challenge. */
async function prepareStudent(token) {
  const { papers } = await api('/papers?type=Major', { token });
  const paper = papers[0] ?? fail('the demo data has no Major paper');
  const { modules } = await api(`/papers/${paper.id}/modules`, { token });
  const module = modules[0] ?? fail(`paper ${paper.id} has no module`);
  const attempt = await api('/attempts', { token, body: { moduleId: module.id, category: 'weekly_challenge' } });
  if (attempt.status !== 'open') fail(`the attempt at module ${module.id} is not open`);
  return { paperId: paper.id, attemptId: attempt.id };
}

/**
 * A new student whose account speaks Malayalam, enrolled by the demo admin in the same paper as the
 * demo student: the Malayalam pages are the English ones' screens, in the other language. (The
 * account's language wins over the device's once the app knows the account.)
 */
async function prepareMalayalamStudent(dataDir, paperId) {
  await api('/auth/signup', {
    body: {
      name: 'Malayalam Reader',
      email: 'malayalam.reader@example.in',
      phone: MALAYALAM_STUDENT.phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: '1',
      semester: '3',
      course: '1',
      // The student ticks agreement to the privacy notice's current version, as the form asks.
      noticeVersion: (await api('/privacy/notice')).version,
      noticeAgreed: true,
    },
  });
  const token = await logIn(dataDir, MALAYALAM_STUDENT);
  const { user } = await api('/me/language', { token, method: 'PUT', body: { language: 'ml' } });
  const admin = await logIn(dataDir, DEMO_ADMIN);
  await api(`/admin/users/${user.id}/enrollments`, { token: admin, body: { paperId } });
  return token;
}

/** What a run's performance score is made of, so that a low one says where its points went. */
function timings(lhr) {
  const ms = (id) => `${Math.round(lhr.audits[id].numericValue)} ms`;
  return `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The CPU slowdown for a host with this benchmarkIndex, from Lighthouse's calibration
 * (docs/throttling.md, "Calibrating the CPU slowdown", and the CPU throttling calculator it links:
 * 1,533 is 4x, 1,300 is 3x, 800 is 2x, 150 is 1x, linear between), capped at the default 4x.
 * Below 150 Lighthouse calls the host too slow to emulate its target phone at all.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (!(benchmarkIndex >= 150)) fail(`benchmarkIndex ${benchmarkIndex}: this host is too slow to emulate a phone`);
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.round(multiplier * 100) / 100);
}

// Lighthouse's own reset leaves localStorage and IndexedDB alone (so a site keeps its login): here
// they go too, or a run would inherit what the page before it stored (the Malayalam runs' device
// language made every later Home run render Malayalam first, then English). The session and the
// attempt are put back by the init script in gather().
const CLEAR_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];
const FLAGS = {
  port: CHROME_PORT,
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  clearStorageTypes: CLEAR_STORAGE_TYPES,
};

/**
 * One Lighthouse navigation in a fresh tab that holds the student's session (and attempt): the page
 * is loaded unthrottled and its artifacts (trace and network log included) saved for scoring later,
 * with the benchmarkIndex Lighthouse measured in that tab just before it navigated.
 */
async function gather(browser, target) {
  const artifactsDir = mkdtempSync(join(os.tmpdir(), 'padanam-lighthouse-run-'));
  tempDirs.push(artifactsDir);
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(
      (entries) => {
        // Our own top-level pages only (not about:blank, not the video embed's frame).
        if (globalThis.top !== globalThis || globalThis.location.protocol !== 'http:') return;
        for (const [area, key, value] of entries) globalThis[area].setItem(key, value);
      },
      target.storage.map(({ area, key, value }) => [area, key, value]),
    );
    await lighthouse(target.url, { ...FLAGS, gatherMode: artifactsDir }, undefined, page);
  } finally {
    // A busy machine can make closing a tab time out; the next run opens its own anyway.
    await page.close().catch(() => {});
  }
  const artifacts = JSON.parse(readFileSync(join(artifactsDir, 'artifacts.json'), 'utf8'));
  return { target, artifactsDir, benchmarkIndex: artifacts.BenchmarkIndex };
}

/**
 * Scores a gathered run with this CPU slowdown. Simulated throttling uses the multiplier only when
 * it scores the trace, so the gathered settings are rewritten to it first (Lighthouse refuses to
 * audit with settings other than the gather's).
 */
async function scoreRun({ target, artifactsDir }, cpuSlowdownMultiplier) {
  const artifactsFile = join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const config = { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } };
  const result = await lighthouse(undefined, { ...FLAGS, auditMode: artifactsDir }, config);
  if (!result) fail(`Lighthouse returned nothing for ${target.url}`);
  // The trace is not needed again once scored; 28 of them fill /tmp.
  rmSync(join(artifactsDir, 'defaultPass.trace.json'), { force: true });
  return result;
}

/**
 * A run whose trace could not be used (NO_NAVSTART, NO_FCP on a starved machine: Lighthouse itself
 * says to run it again) is gathered again, at most twice, and scored with the same multiplier; a
 * score is never retried.
 */
async function scoreWithRetry(browser, gathered, cpuSlowdownMultiplier) {
  let run = gathered;
  for (let attempt = 1; ; attempt += 1) {
    const result = await scoreRun(run, cpuSlowdownMultiplier);
    const error = result.lhr.runtimeError;
    if (!error) return { ...result, benchmarkIndex: run.benchmarkIndex };
    if (attempt === 3) fail(`${run.target.url}: ${error.code} ${error.message}`);
    console.log(`${run.target.name}: ${error.code}, running it again`);
    run = await gather(browser, run.target);
  }
}

const score = (lhr, id) => lhr.categories[id]?.score ?? 0;
const format = (value) => value.toFixed(2);

async function main() {
  for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) fail(`${built} is missing: run npm run build first`);
  }
  const startedAt = Date.now();
  const dataDir = startServer();
  startChromium();
  await waitFor(`${ORIGIN}/api/health`, 'the server');
  await waitFor(`http://127.0.0.1:${CHROME_PORT}/json/version`, 'Chromium');

  const token = await logIn(dataDir);
  const { paperId, attemptId } = await prepareStudent(token);
  const session = { area: 'localStorage', key: TOKEN_KEY, value: token };
  const inMalayalam = [
    { area: 'localStorage', key: TOKEN_KEY, value: await prepareMalayalamStudent(dataDir, paperId) },
    { area: 'localStorage', key: LANGUAGE_KEY, value: 'ml' },
  ];
  const pages = [
    { name: 'Home', slug: 'home', url: `${ORIGIN}/#/`, storage: [session] },
    { name: 'Paper selection', slug: 'papers', url: `${ORIGIN}/#/papers`, storage: [session] },
    { name: 'Paper learning', slug: 'paper-learning', url: `${ORIGIN}/#/paper-details/${paperId}`, storage: [session] },
    {
      name: 'Quiz',
      slug: 'quiz',
      url: `${ORIGIN}/#/weekly-challenge-exam`,
      storage: [session, { area: 'sessionStorage', key: ATTEMPT_KEY, value: String(attemptId) }],
    },
    // The same pages in Malayalam, held to the same budget: its catalog (fetched with the app's code,
    // index.html) and its font (after the first screen) are the difference.
    { name: 'Home (Malayalam)', slug: 'home-ml', url: `${ORIGIN}/#/`, storage: inMalayalam },
    {
      name: 'Paper learning (Malayalam)',
      slug: 'paper-learning-ml',
      url: `${ORIGIN}/#/paper-details/${paperId}`,
      storage: inMalayalam,
    },
  ];

  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CHROME_PORT}`, defaultViewport: null });
  const rows = [];
  const problems = [];
  const targets = pages.filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.slug));
  const runsOf = new Map(targets.map((target) => [target, []]));
  let host;
  try {
    // Round by round, every page once a round: a slow minute on this shared machine then costs
    // each page one run, rather than most of one page's runs.
    const gathered = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of targets) {
        gathered.push({ ...(await gather(browser, target)), run });
        console.log(`${target.name}, run ${run}/${RUNS}: loaded`);
      }
    }
    const indexes = gathered.map((run) => run.benchmarkIndex);
    const hostIndex = median(indexes);
    const cpuSlowdownMultiplier = cpuSlowdownFor(hostIndex);
    host = { min: Math.min(...indexes), max: Math.max(...indexes), median: hostIndex, cpuSlowdownMultiplier };
    console.log(
      `benchmarkIndex ${Math.round(host.min)}-${Math.round(host.max)}, median ${Math.round(hostIndex)}: every run is scored with CPU ${cpuSlowdownMultiplier}x\n`,
    );
    for (const run of gathered) {
      const { lhr, report, benchmarkIndex } = await scoreWithRetry(browser, run, cpuSlowdownMultiplier);
      writeFileSync(join(REPORT_DIR, `${run.target.slug}-${run.run}.json`), report);
      runsOf.get(run.target).push(lhr);
      const scores = CATEGORIES.map((id) => `${id} ${format(score(lhr, id))}`).join(', ');
      console.log(
        `${run.target.name}, run ${run.run}/${RUNS}: ${scores} (benchmarkIndex ${Math.round(benchmarkIndex)}; ${timings(lhr)})`,
      );
    }
    for (const [target, runs] of runsOf) {
      const performance = median(runs.map((lhr) => score(lhr, 'performance')));
      const accessibility = Math.min(...runs.map((lhr) => score(lhr, 'accessibility')));
      const bestPractices = Math.min(...runs.map((lhr) => score(lhr, 'best-practices')));
      rows.push({ target, runs, performance, accessibility, bestPractices });

      for (const lhr of runs) {
        // Name the audits that cost points, so a failure says what to fix.
        for (const [category, floor] of [
          ['accessibility', BUDGET.accessibility],
          ['best-practices', BUDGET.bestPractices],
        ]) {
          if (score(lhr, category) >= floor) continue;
          const failing = lhr.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          problems.push(
            `${target.name}: ${category} ${format(score(lhr, category))} < ${floor} (${failing.join(', ')})`,
          );
        }
      }
      if (performance < BUDGET.performanceFloor) {
        problems.push(`${target.name}: median performance ${format(performance)} < ${BUDGET.performanceFloor}`);
      }
    }
  } finally {
    await browser.disconnect();
  }

  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile preset scored with CPU ${host.cpuSlowdownMultiplier}x (benchmarkIndex median ${Math.round(host.median)}), reports in ${REPORT_DIR}`,
  );
  console.log(
    `${'page'.padEnd(16)} ${'performance (runs)'.padEnd(24)} median  target ${BUDGET.performanceTarget}  accessibility  best practices`,
  );
  for (const { target, runs, performance, accessibility, bestPractices } of rows) {
    const each = runs.map((lhr) => format(score(lhr, 'performance'))).join(' ');
    const target95 = performance >= BUDGET.performanceTarget ? 'met' : 'missed';
    console.log(
      `${target.name.padEnd(16)} ${each.padEnd(24)} ${format(performance).padEnd(7)} ${target95.padEnd(12)} ${format(accessibility).padEnd(14)} ${format(bestPractices)}`,
    );
  }
  console.log(`\n${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  if (problems.length > 0) fail(`budget not met:\n  ${problems.join('\n  ')}`);
  console.log('lighthouse: every budget met');
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof BudgetError ? `lighthouse: ${error.message}` : error);
  exitCode = 1;
}
await shutDown();
process.exit(exitCode);
